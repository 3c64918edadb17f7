import type { QueryValue } from '@/lib/api';
import { parsePage } from '@/hooks/use-url-filters';
import { parsePageSize } from '@/features/admin/utils/media-filters';

/** UserStatusFilter: every account, the active ones or the suspended ones. */
export type UserStatusFilter = 'all' | 'active' | 'suspended';

/** USER_STATUS_OPTIONS: SPEC's All, Active, Inactive; Inactive means suspended. */
export const USER_STATUS_OPTIONS: Array<{ value: UserStatusFilter; label: string }> = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Inactive (suspended)' },
];

export interface UserListParams {
  search: string;
  status: UserStatusFilter;
  page: number;
  limit: number;
}

/** parseUserParams reads the user list's filters from the URL (q, status, page, limit). */
export function parseUserParams(params: URLSearchParams): UserListParams {
  const status = params.get('status');
  return {
    search: params.get('q') ?? '',
    status: status === 'active' || status === 'suspended' ? status : 'all',
    page: parsePage(params.get('page')),
    limit: parsePageSize(params.get('limit')),
  };
}

/** toUserQuery is the query string of the user list: empty search and 'all' are left out. */
export function toUserQuery(params: UserListParams): Record<string, QueryValue> {
  return {
    page: params.page,
    limit: params.limit,
    search: params.search.trim() || undefined,
    status: params.status === 'all' ? undefined : params.status,
  };
}

/** toExportQuery is the CSV export's query string: the same filters, no paging. */
export function toExportQuery(params: Pick<UserListParams, 'search' | 'status'>) {
  return {
    search: params.search.trim() || undefined,
    status: params.status === 'all' ? undefined : params.status,
  };
}
