import type { MediaType } from '@/types/media';
import type { QueryValue } from '@/lib/api';

/** StatusFilter is a creator screen's filter value; the server maps `approved` to `active`. */
export type StatusFilter = 'all' | 'approved' | 'pending' | 'rejected' | 'suspended';

export interface StatusFilterOption {
  value: StatusFilter;
  label: string;
}

const ALL_STATUS_FILTERS: StatusFilter[] = ['all', 'approved', 'pending', 'rejected', 'suspended'];

/** STATUS_FILTERS: SPEC's filter menu of each page, in its order and words. */
export const STATUS_FILTERS: Record<MediaType | 'any', StatusFilterOption[]> = {
  album: [
    { value: 'all', label: 'All Songs' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending Review' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'suspended', label: 'Suspended' },
  ],
  podcast: [
    { value: 'all', label: 'All Podcasts' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
  ],
  sermon: [
    { value: 'all', label: 'All Sermons' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
    { value: 'rejected', label: 'Rejected' },
  ],
  any: [
    { value: 'all', label: 'All Statuses' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'suspended', label: 'Suspended' },
  ],
};

/** parseStatusFilter reads the `status` search param; anything the page does not offer is 'all'. */
export function parseStatusFilter(value: string | null, type: MediaType | 'any'): StatusFilter {
  const offered = STATUS_FILTERS[type].map((o) => o.value);
  const v = (value ?? '') as StatusFilter;
  return ALL_STATUS_FILTERS.includes(v) && offered.includes(v) ? v : 'all';
}

/** UserMediaParams is one request for the caller's media list. */
export interface UserMediaParams {
  /** type: one type, or every type when left out. */
  type?: MediaType;
  status: StatusFilter;
  search: string;
  page: number;
  limit: number;
}

/**
 * toUserMediaQuery is the query string of GET /api/media/user-media/: `status` is the filter
 * value itself (the server maps approved → active) and is left out for 'all'; the search is
 * trimmed and left out when empty.
 */
export function toUserMediaQuery(params: UserMediaParams): Record<string, QueryValue> {
  const search = params.search.trim();
  return {
    page: params.page,
    limit: params.limit,
    type: params.type,
    status: params.status === 'all' ? undefined : params.status,
    search: search || undefined,
  };
}
