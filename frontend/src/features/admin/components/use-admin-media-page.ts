import * as React from 'react';
import type { MediaType } from '@/types/media';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useAdminMedia } from '@/features/admin/api/get-admin-media';
import { useMediaStatuses } from '@/features/admin/api/get-media-statuses';
import { MESSAGES } from '@/features/admin/api/messages';
import { useStatusChanger } from '@/features/admin/components/use-status-changer';
import {
  parseView,
  useRevisionQueue,
  type MediaView,
} from '@/features/admin/components/revision-queue';
import {
  DEFAULT_PAGE_SIZE,
  isFiltered,
  parseMediaParams,
} from '@/features/admin/utils/media-filters';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';
import { decidableStatuses, listedStatuses } from '@/features/admin/utils/media-status';

/**
 * useAdminMediaPage is the state the media review pages share: the filters in the URL, the
 * statuses, the page of media (failures toasted), the status changer and the open details, and
 * the view (every item, or the changes waiting for review, `?view=changes`) with its queue.
 * `fixedType` is the one type a page lists (Sermons, Podcasts); Song Management filters by it.
 */
export function useAdminMediaPage(fixedType?: MediaType) {
  const filters = useUrlFilters();
  const params = parseMediaParams(filters.params, fixedType);
  const statuses = useMediaStatuses();
  const list = useAdminMedia(params);
  const changer = useStatusChanger();
  const [detailsId, setDetailsId] = React.useState<string | null>(null);
  const view = parseView(filters.params);
  const revisions = useRevisionQueue(view, fixedType);

  useFailureToast(statuses.error, MESSAGES.fetchStatusesFailed, MESSAGES.fetchStatusesThrew);
  const listFailure = useFailureToast(
    list.error,
    MESSAGES.fetchMediaFailed,
    MESSAGES.fetchMediaThrew,
  );

  const filtered = isFiltered(params, fixedType !== undefined);
  const canReset = filtered || params.limit !== DEFAULT_PAGE_SIZE || params.page > 1;
  return {
    filters,
    params,
    /** statusList: the statuses a list can be filtered by (the server's, drafts aside). */
    statusList: listedStatuses(statuses.data ?? []),
    /** decisions: the statuses an admin may set (Change Status, the details' buttons). */
    decisions: decidableStatuses(statuses.data ?? []),
    list,
    listFailure,
    changer,
    detailsId,
    setDetailsId,
    view,
    /** setView shows every item or the changes waiting (back to the first page). */
    setView: (next: MediaView) => filters.setFilter('view', next),
    revisions,
    filtered,
    /** toolbar: ListToolbar's search, page size and reset, wired to the URL. */
    toolbar: {
      searchText: filters.searchText,
      onSearchChange: filters.onSearchChange,
      limit: params.limit,
      onLimitChange: (n: number) =>
        filters.setFilter('limit', String(n), String(DEFAULT_PAGE_SIZE)),
      onReset: filters.reset,
      canReset,
    },
    /** none: the list failed to load, so its figures are unknown. */
    none: !list.isPending && !list.data,
  };
}
