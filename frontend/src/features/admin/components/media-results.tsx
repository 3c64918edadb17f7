import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { ListError, ListLoading } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { MESSAGES } from '@/features/admin/api/messages';
import type { AdminMedia, AdminMediaPage } from '@/features/admin/types';

export interface MediaResultsProps {
  list: UseQueryResult<AdminMediaPage>;
  /** failure: the toasted sentence of the list's error. */
  failure: string | null | undefined;
  filtered: boolean;
  onReset: () => void;
  empty: { icon: React.ReactNode; title: string; unfiltered: string };
  page: number;
  pageSize: number;
  /** noun: what the pager counts; the Pager's own word when left out. */
  noun?: string;
  onPageChange: (page: number) => void;
  /** children draws a loaded, non-empty page of items. */
  children: (items: AdminMedia[]) => React.ReactNode;
}

/**
 * MediaResults is the body of a media review page: loading, the error with a retry, the
 * empty state (with Reset filters when filtered) or the items and their pager.
 */
export function MediaResults({
  list,
  failure,
  filtered,
  onReset,
  empty,
  page,
  pageSize,
  noun,
  onPageChange,
  children,
}: MediaResultsProps) {
  const data = list.data;
  if (list.isPending) return <ListLoading />;
  if (!data) {
    return (
      <ListError
        message={failure ?? MESSAGES.fetchMediaFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (data.media.length === 0) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={filtered ? 'Nothing matches this search or these filters.' : empty.unfiltered}
        action={
          filtered ? (
            <Button variant="outline" onClick={onReset}>
              Reset filters
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      {children(data.media)}
      <Pager
        page={page}
        pageSize={pageSize}
        total={data.total}
        noun={noun}
        onPageChange={onPageChange}
        alwaysShowSummary
      />
    </div>
  );
}
