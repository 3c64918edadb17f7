import { AlertCircle, RefreshCw } from 'lucide-react';
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
