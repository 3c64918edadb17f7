import type { User } from '@/types/api';
import type { AdminStatus, Episode, EpisodeProcessing, Media, MediaType } from '@/types/media';
import type { TrustFigures } from '@/features/admin/trust-types';

/** AdminMedia is an item as the admin lists show it: the artist carries an email. */
export interface AdminMedia extends Omit<Media, 'artist'> {
  artist: { _id: string; name: string; email?: string };
}

/**
 * AdminEpisode is an episode or track as GET /api/media/{id} gives it to an admin: `streamUrl` is
 * signed for the admin, and is what the dialog's player plays.
 */
export type AdminEpisode = Pick<
  Episode,
  | '_id'
  | 'position'
  | 'title'
  | 'description'
  | 'duration'
  | 'adminStatus'
  | 'plays'
  | 'audioUrl'
  | 'streamUrl'
  | 'mediaId'
  | 'format'
  | 'createdAt'
> &
  EpisodeProcessing;

export interface AdminMediaWithEpisodes extends AdminMedia {
  episodes: AdminEpisode[];
}

/** PlatformMediaStats are the whole platform's figures (of one type when the list has one). */
export interface PlatformMediaStats {
  total: number;
  totalPlays: number;
  playsThisMonth: number;
  newThisMonth: number;
  averageSessionMinutes: number;
}

/** AdminMediaPage is GET /api/media/media-by-admin-status's data. */
export interface AdminMediaPage {
  media: AdminMedia[];
  total: number;
  page: number;
  limit: number;
  stats?: PlatformMediaStats;
}

/** StatusFilterValue is the admin status filter: every status, or one from the server's list. */
export type StatusFilterValue = 'all' | AdminStatus | (string & {});
export type TypeFilterValue = 'all' | MediaType;

/** ModerationEvent is one recorded status change of an item, newest first. */
export interface ModerationEvent {
  _id: string;
  fromStatus: string;
  toStatus: string;
  reason: string;
  admin: { _id: string; name: string } | null;
  createdAt: string;
  /** revision: a decision on a pending revision (the item stayed live), not on the item. */
  revision?: boolean;
  /**
   * kind: what the row records: '' a status change, `revision` a decision on a revision,
   * `takedown`, `reports_dismissed`, `appeal_granted`, `appeal_denied` (absent from an older server).
   */
  kind?: HistoryKind;
}

/** HistoryKind is what one moderation history row records (GET /api/admin/media/{id}/history). */
export type HistoryKind =
  | ''
  | 'revision'
  | 'takedown'
  | 'reports_dismissed'
  | 'appeal_granted'
  | 'appeal_denied'
  | (string & {});

/** AdminRevisionsPage is GET /api/admin/revisions's data: items with a revision, oldest first. */
export interface AdminRevisionsPage {
  data: AdminMedia[];
  total: number;
  page: number;
  limit: number;
}

/** AdminUser is a row of the admin user list. */
export interface AdminUser extends User {
  verified: boolean;
  mediaCount: number;
}

export interface AdminUsersPage {
  data: AdminUser[];
  totalCount: number;
}

/** UserProfile is GET /api/admin/users/{id}'s data. */
export interface UserProfile {
  user: AdminUser;
  media: AdminMedia[];
  stats: { total: number; approved: number; pending: number; rejected: number; totalPlays: number };
}

/** AdminDashboard is GET /api/admin/dashboard's data. */
export interface AdminDashboard {
  users: {
    total: number;
    active: number;
    suspended: number;
    verified: number;
    newThisMonth: number;
  };
  media: {
    total: number;
    byType: Record<MediaType, number>;
    /** byStatus: a count per status; a status the server does not count is left out. */
    byStatus: Partial<Record<AdminStatus, number>>;
  };
  plays: { total: number; thisMonth: number };
  recentUsers: AdminUser[];
  recentMedia: AdminMedia[];
  pendingCount: number;
  /** trust: reports and appeals (absent from an older server). */
  trust?: TrustFigures;
}

/**
 * AudioProcessing is whether the server can make streaming renditions: `version` is ffmpeg's
 * when it is `available`, `message` says what is missing when it is not.
 */
export interface AudioProcessing {
  available: boolean;
  version: string;
  message: string;
}

/** PlatformSettings is GET/PUT /api/admin/settings's data. */
export interface PlatformSettings {
  senderName: string;
  senderAddress: string;
  registrationOpen: boolean;
  maxUploadMB: number;
  /** audioProcessing: read-only, GET's (absent from a server without renditions). */
  audioProcessing?: AudioProcessing;
}
