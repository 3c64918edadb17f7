import type { AudioCategory } from '@/types/media';
import type { MediaListParams } from '@/features/admin/utils/media-filters';
import type { UserListParams } from '@/features/admin/utils/user-filters';

/**
 * adminKeys: every admin query key. `media()` covers lists, items and histories (invalidated
 * after a review, an upload or a realtime event); `users()` covers lists, figures and profiles.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  statuses: () => [...adminKeys.all, 'media-statuses'] as const,

  media: () => [...adminKeys.all, 'media'] as const,
  mediaList: (params: MediaListParams) => [...adminKeys.media(), 'list', params] as const,
  mediaItem: (id: string) => [...adminKeys.media(), 'item', id] as const,
  mediaHistory: (id: string) => [...adminKeys.media(), 'history', id] as const,
  revisions: () => [...adminKeys.media(), 'revisions'] as const,

  /** reports(): the report queue's pages and the open count (the sidebar badge). */
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportList: (status: string, page: number) =>
    [...adminKeys.reports(), 'list', status, page] as const,
  openReportCount: () => [...adminKeys.reports(), 'open-count'] as const,
  appeals: () => [...adminKeys.all, 'appeals'] as const,
  appealList: (status: string, page: number) =>
    [...adminKeys.appeals(), 'list', status, page] as const,
  openAppealCount: () => [...adminKeys.appeals(), 'open-count'] as const,
  blockedDomains: () => [...adminKeys.all, 'blocked-domains'] as const,

  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...adminKeys.users(), 'list', params] as const,
  userStatistics: () => [...adminKeys.users(), 'statistics'] as const,
  userProfile: (id: string) => [...adminKeys.users(), 'profile', id] as const,
  creatorSearch: (search: string) => [...adminKeys.users(), 'creator-search', search] as const,

  genres: () => [...adminKeys.all, 'catalog', 'genres'] as const,
  categories: (type: AudioCategory['type']) =>
    [...adminKeys.all, 'catalog', 'categories', type] as const,
};
