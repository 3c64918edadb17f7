import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ListError, ListLoading } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { parsePage } from '@/hooks/use-url-filters';
import type { QueuePage as FetchedPage } from '@/features/admin/api/queue-page';

/** What the list reads of a queue's page (getQueuePage). */
type QueuePage<T> = Pick<FetchedPage<T>, 'data' | 'total'>;

/**
 * useQueueFilter is a queue's filter in the URL (`?status=`): `other` when the URL names it, else
 * 'open' (the default, left out of the URL), with the page the URL asks for. Another filter starts
 * again at the first page.
 */
export function useQueueFilter<F extends string>(other: F) {
  const [params, setParams] = useSearchParams();
  const status: 'open' | F = params.get('status') === other ? other : 'open';
  const setStatus = (next: 'open' | F) =>
    setParams(next === 'open' ? {} : { status: next }, { replace: true });
  return { status, setStatus, page: parsePage(params.get('page')) };
}

/**
 * useQueuePage is a queue's page in the URL (?page=, absent for the first), and moves to the last
 * page left when decisions (here or by another admin) empty the one shown.
 */
export function useQueuePage(limit: number, data: QueuePage<unknown> | undefined) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = (next: number) => {
    const out = new URLSearchParams(params);
    if (next > 1) out.set('page', String(next));
    else out.delete('page');
    setParams(out);
  };
  const lastPage = data ? Math.max(1, Math.ceil(data.total / limit)) : 1;
  const pageGone = Boolean(data && data.data.length === 0 && page > lastPage);
  React.useEffect(() => {
    if (pageGone) setPage(lastPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageGone, lastPage]);
  return { page: Math.min(page, lastPage), setPage };
}

interface QueueListProps<T> {
  query: UseQueryResult<QueuePage<T>>;
  /** failure: the error toast's text, shown in the list too; fallback when there is none. */
  failure: string | null | undefined;
  fallback: string;
  /** empty: what an empty queue shows. */
  empty: React.ReactNode;
  /** label: the list's accessible name. */
  label: string;
  limit: number;
  page: number;
  onPageChange: (page: number) => void;
  /** noun: what the pager counts ("item"/"items"), by the total. */
  noun: (total: number) => string;
  itemKey: (item: T) => string;
  children: (item: T) => React.ReactNode;
}

/** QueueList is a queue's body: loading, the error with a retry, the empty state, or the cards and pager. */
export function QueueList<T>(props: QueueListProps<T>) {
  const { query, page, limit } = props;
  const data = query.data;
  if (query.isPending) return <ListLoading />;
  if (!data) {
    return (
      <ListError
        message={props.failure ?? props.fallback}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (data.data.length === 0) return <>{props.empty}</>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-label={props.label}>
        {data.data.map((item) => (
          <React.Fragment key={props.itemKey(item)}>{props.children(item)}</React.Fragment>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={limit}
        total={data.total}
        noun={props.noun(data.total)}
        onPageChange={props.onPageChange}
      />
    </div>
  );
}
