import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { adminKeys } from '@/features/admin/api/keys';
import { getQueuePage } from '@/features/admin/api/queue-page';
import type { AdminRevisionsPage } from '@/features/admin/types';

/**
 * REVISIONS_LIMIT: how many waiting revisions one call asks for. The queue is read whole (it is
 * short: each is an edit of a live item, decided in a few clicks) so that every media page can
 * count and page its own type's.
 */
export const REVISIONS_LIMIT = 100;

/**
 * getRevisions calls GET /api/admin/revisions: the live items whose edits wait for review,
 * oldest first, each with its `revision`.
 */
export async function getRevisions(): Promise<AdminRevisionsPage> {
  const { page } = await getQueuePage<AdminRevisionsPage['data'][number]>(
    apiPaths.admin.revisions,
    {
      page: 1,
      limit: REVISIONS_LIMIT,
    },
  );
  return page;
}

export const revisionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.revisions(), queryFn: getRevisions });

/** useRevisions is the queue of edits waiting for review (refreshed with every media change). */
export function useRevisions() {
  return useQuery(revisionsQueryOptions());
}
