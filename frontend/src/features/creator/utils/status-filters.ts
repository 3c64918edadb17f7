import type { MediaType } from '@/types/media';
import type { QueryValue } from '@/lib/api';

/**
 * StatusFilter is a creator screen's filter value; the server maps `approved` to `active`.
 * `draft` and `scheduled` are the creator's own drafts and approved items waiting for their
 * release time.
 */
export type StatusFilter =
  'all' | 'approved' | 'pending' | 'rejected' | 'suspended' | 'draft' | 'scheduled';

export interface StatusFilterOption {
  value: StatusFilter;
  label: string;
}

const ALL_STATUS_FILTERS: StatusFilter[] = [
  'all',
  'approved',
  'pending',
  'rejected',
  'suspended',
  'draft',
  'scheduled',
];

/** RELEASE_FILTERS: after SPEC's options on every page, the creator's drafts and scheduled items. */
const RELEASE_FILTERS: StatusFilterOption[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

/** STATUS_FILTERS: SPEC's filter menu of each page, in its order and words, then Draft and Scheduled. */
export const STATUS_FILTERS: Record<MediaType | 'any', StatusFilterOption[]> = {
  album: [
    { value: 'all', label: 'All Songs' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending Review' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'suspended', label: 'Suspended' },
    ...RELEASE_FILTERS,
  ],
  podcast: [
    { value: 'all', label: 'All Podcasts' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
    ...RELEASE_FILTERS,
  ],
  sermon: [
    { value: 'all', label: 'All Sermons' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
    { value: 'rejected', label: 'Rejected' },
    ...RELEASE_FILTERS,
  ],
  any: [
    { value: 'all', label: 'All Statuses' },
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'suspended', label: 'Suspended' },
    ...RELEASE_FILTERS,
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
