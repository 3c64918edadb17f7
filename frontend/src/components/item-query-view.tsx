import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/lib/api';
import { ListError, ListLoading } from '@/components/list-states';

/**
 * ItemQueryView shows one fetched item: loading, then `notFound` on a 404, the error with a
 * retry on any other failure (`failed` when the server gave no sentence), else the item.
 */
export function ItemQueryView<T>({
  query,
  notFound,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  notFound: React.ReactNode;
  failed?: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <ListLoading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return notFound;
    return (
      <ListError
        message={errorMessage(query.error, failed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
