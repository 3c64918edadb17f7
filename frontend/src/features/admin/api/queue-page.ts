import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** QueuePage is one page of an admin queue (the reports, the appeals). */
export interface QueuePage<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * getQueuePage calls a queue's GET (`path`, as admin) for one page (of its `status` filter when
 * it has one) and fills what the answer leaves out from the request. The answer comes back too,
 * for a queue's own fields beside the page.
 */
export async function getQueuePage<T, A extends Partial<QueuePage<T>> = Partial<QueuePage<T>>>(
  path: string,
  request: { status?: string; page: number; limit: number },
): Promise<{ page: QueuePage<T>; answer: A }> {
  const res = await apiRequest<A>(path, { auth: 'admin', query: request });
  const answer = res.data ?? ({} as A);
  const items = answer.data ?? [];
  return {
    page: {
      data: items,
      total: answer.total ?? items.length,
      page: answer.page ?? request.page,
      limit: answer.limit ?? request.limit,
    },
    answer,
  };
}

/** reloadAll marks every query under each key stale (and refetches those shown). */
export function reloadAll(queryClient: QueryClient, keys: QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
