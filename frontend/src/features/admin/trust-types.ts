import type { MediaType } from '@/types/media';

/** ReportReason is why someone reported an item (API.md, "Reports"). */
export type ReportReason = 'copyright' | 'hateful' | 'sexual' | 'spam' | 'misleading' | 'other';

/** CopyrightNotice is what a copyright report adds: the work, its holder and how to reach them. */
export interface CopyrightNotice {
  work: string;
  rightsHolder: string;
  contact: string;
}

/** Report is one report of an item, as GET /api/admin/reports lists it. */
export interface Report {
  _id: string;
  reason: ReportReason | (string & {});
  details: string;
  /** email: the address a signed-out reporter gave ('' for a signed-in one). */
  email: string;
  reporter: { _id: string; name: string } | null;
  episode: { _id: string; title: string } | null;
  notice: CopyrightNotice | null;
  status: 'open' | 'resolved' | (string & {});
  resolution: '' | 'dismissed' | 'takedown' | (string & {});
  createdAt: string;
  resolvedAt: string | null;
}

/** ReportedItem is one reported item with its reports, the most reported first. */
export interface ReportedItem {
  media: {
    _id: string;
    title: string;
    type: MediaType | (string & {});
    adminStatus: string;
    artist: { _id: string; name: string };
    /** coverArt, thumbnail: the cover's URLs, when the server gives them. */
    coverArt?: string;
    thumbnail?: string;
  };
  count: number;
  reasons: string[];
  lastAt: string;
  reports: Report[];
}

/** ReportsPage is GET /api/admin/reports's data; `openReports` counts the whole platform's. */
export interface ReportsPage {
  data: ReportedItem[];
  total: number;
  page: number;
  limit: number;
  openReports: number;
}

/** ReportAction is what an admin does with an item's open reports. */
export type ReportAction = 'dismiss' | 'takedown';

/** AppealStatus: waiting for an admin, or decided. */
export type AppealStatus = 'open' | 'granted' | 'denied' | (string & {});

/** Appeal is a creator's appeal of a rejection or takedown, as admins see it. */
export interface Appeal {
  _id: string;
  media: {
    _id: string;
    title: string;
    type: MediaType | (string & {});
    adminStatus: string;
    coverArt?: string;
    thumbnail?: string;
  };
  creator: { _id: string; name: string; email: string } | null;
  message: string;
  status: AppealStatus;
  createdAt: string;
  /** decision: the history row of the rejection or takedown appealed. */
  decision: { fromStatus: string; toStatus: string; reason: string; createdAt: string } | null;
  decidedAt: string | null;
  /** reason: the admin's reason for granting or denying ('' while open). */
  reason: string;
}

/** AppealsPage is GET /api/admin/appeals's data. */
export interface AppealsPage {
  data: Appeal[];
  total: number;
  page: number;
  limit: number;
}

export type AppealAction = 'grant' | 'deny';

/** TrustFigures is `trust` of GET /api/admin/dashboard. */
export interface TrustFigures {
  openReports: number;
  appealsWaiting: number;
  /** medianResolveHours: from a report to its resolution, over 90 days; null when none. */
  medianResolveHours: number | null;
}

/** BlockedDomain is one email domain whose sign-ups are refused. */
export interface BlockedDomain {
  _id: string;
  domain: string;
  createdAt: string;
}
