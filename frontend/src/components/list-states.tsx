import { AlertCircle, RefreshCw } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** ListLoading is SPEC's 'Loading...' while a list loads for the first time. */
export function ListLoading() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-xl border bg-card py-16 text-sm text-muted-foreground"
    >
      <Spinner label="" />
      Loading...
    </div>
  );
}

/** ListError is SPEC's 'Error: {message}' with a way to try again. */
export function ListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <AlertCircle className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-md text-sm font-medium text-red-800">Error: {message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}

/** MorePages is the part of an infinite query (TanStack Query) that LoadMore drives. */
export interface MorePages {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
}

/**
 * LoadMore is the foot of a list loaded a page at a time: while pages are left, a button that
 * asks for the next one (`label`), then how many of the total show, or why the next page could
 * not be had.
 */
export function LoadMore({
  pages,
  label,
  shown,
  total,
}: {
  pages: MorePages;
  label: string;
  shown: number;
  total: number;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? <Spinner label="" /> : null}
        {label}
      </Button>
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(pages.error, 'More could not be loaded. Please try again.')}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          Showing {formatCount(shown)} of {formatCount(total)}
        </p>
      )}
    </div>
  );
}
