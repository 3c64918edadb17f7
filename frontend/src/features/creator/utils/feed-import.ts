import { z } from 'zod';
import { formatCount, formatQuantity } from '@/lib/format';

/** FeedImportStatus: where a feed import is (API.md, "Creators' workflow"). */
export type FeedImportStatus = 'fetching' | 'importing' | 'done' | 'failed';

/** FeedImportError is one episode (or, with no title and guid, the feed itself) not imported. */
export interface FeedImportError {
  title: string;
  guid: string;
  reason: string;
}

/** FeedImport is GET /api/media/imports/{importId}'s data. */
export interface FeedImport {
  status: FeedImportStatus;
  /** done: episodes handled so far (imported or not); total: episodes in the feed (0 until read). */
  done: number;
  total: number;
  errors: FeedImportError[];
  /** mediaId: the new podcast (a draft while importing); '' until it is made. */
  mediaId: string;
  /** imported: episodes that made it in, when the server says (else done less the failed). */
  imported?: number;
}

/** MAX_FEED_URL_LENGTH: the longest feed address the server takes. */
export const MAX_FEED_URL_LENGTH = 2048;

export const FEED_IMPORT_MESSAGES = {
  // The server's own words for the same checks (routes/forms_imports.go, internal/importfeed).
  urlRequired: "Please enter the address of the podcast's RSS feed",
  urlInvalid:
    "Please enter the address of the podcast's RSS feed, like https://example.com/feed.xml",
  urlNotHttp: "The feed's address must start with http:// or https://",
  urlTooLong: `The feed's address must be at most ${MAX_FEED_URL_LENGTH} characters long`,
  startFailed: 'The import could not be started. Please try again.',
  fetchFailed: 'Could not check the import. Please try again.',
  failed: 'Your podcast could not be imported',
  failedFallback: 'The feed could not be read. Check the address and try again.',
  done: 'Your podcast was imported and is waiting for review',
  toastDone: 'Podcast imported. It is waiting for review.',
  toastFailed: 'Your podcast could not be imported',
  help: 'Paste the RSS address of your podcast on another host. Every episode keeps its guid and date, so subscribers will not download them again.',
} as const;

/**
 * feedUrlProblem is what is wrong with a feed address as typed (trimmed), or null: the server's
 * checks that need no network (an absolute URL with a host, http or https, at most 2048
 * characters); whether the address is public is the server's to say.
 */
export function feedUrlProblem(value: string): string | null {
  if (!value) return FEED_IMPORT_MESSAGES.urlRequired;
  if ([...value].length > MAX_FEED_URL_LENGTH) return FEED_IMPORT_MESSAGES.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return FEED_IMPORT_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return FEED_IMPORT_MESSAGES.urlNotHttp;
  return url.hostname ? null : FEED_IMPORT_MESSAGES.urlInvalid;
}

/** isHttpUrl: an absolute http:// or https:// URL with a host. */
export function isHttpUrl(value: string): boolean {
  return feedUrlProblem(value.trim()) === null;
}

/** feedUrlSchema is the import form: one feed URL, checked as the server checks it. */
export const feedUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = feedUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type FeedUrlValues = z.infer<typeof feedUrlSchema>;

/** IMPORT_POLL_MS: how often a running import is asked for again. */
export const IMPORT_POLL_MS = 1_500;

/** isImportRunning: the import is still fetching the feed or importing its episodes. */
export function isImportRunning(status: FeedImportStatus | undefined): boolean {
  return status === 'fetching' || status === 'importing';
}

/**
 * importPollInterval is the import query's refetchInterval: every IMPORT_POLL_MS while it runs,
 * none once it is done or failed (or before the first answer, which is on its way).
 */
export function importPollInterval(data: Pick<FeedImport, 'status'> | undefined): number | false {
  return isImportRunning(data?.status) ? IMPORT_POLL_MS : false;
}

/** importPercent: the share of the feed's episodes handled, a whole percent 0..100. */
export function importPercent({ done, total, status }: Omit<FeedImport, 'errors' | 'mediaId'>) {
  if (status === 'done') return 100;
  if (!(total > 0) || !(done > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** importedCount: the episodes that made it in (handled, less those that could not be imported). */
export function importedCount({
  done,
  total,
  errors,
  imported,
}: Omit<FeedImport, 'status' | 'mediaId'>) {
  if (typeof imported === 'number') return Math.max(0, Math.min(imported, total));
  const failed = episodeErrors(errors).length;
  return Math.max(0, Math.min(done, total) - failed);
}

/**
 * importProgressLabel says how far an import is: 'Reading the feed...' until the episodes are
 * counted, then 'Imported 12 of 40 episodes' (those brought in so far; the bar, importPercent,
 * counts those tried, which includes any that could not be imported).
 */
export function importProgressLabel(imp: Omit<FeedImport, 'mediaId'>): string {
  if (imp.status === 'fetching' || !(imp.total > 0)) return 'Reading the feed...';
  return `Imported ${formatCount(importedCount(imp))} of ${formatQuantity(imp.total, 'episode')}`;
}

/** importSummary: what a finished import brought in ('Imported 38 of 40 episodes.'). */
export function importSummary(imp: Omit<FeedImport, 'status' | 'mediaId'>): string {
  return `Imported ${formatCount(importedCount(imp))} of ${formatQuantity(imp.total, 'episode')}.`;
}

/** episodeErrors: the errors about one episode (those naming a title or a guid). */
export function episodeErrors(errors: ReadonlyArray<FeedImportError>): FeedImportError[] {
  return errors.filter((e) => e.title.trim() || e.guid.trim());
}

/** failedHeading: '2 episodes could not be imported'. */
export function failedHeading(count: number): string {
  return `${formatQuantity(count, 'episode')} could not be imported`;
}

/** errorLabel names the episode an error is about: its title, else its guid. */
export function errorLabel(error: FeedImportError): string {
  return error.title.trim() || error.guid.trim() || 'The feed';
}

/**
 * failureReasons: why a failed import failed, one sentence each (the errors' reasons, an
 * episode's prefixed with its title); a fallback sentence when the server gave none.
 */
export function failureReasons(errors: ReadonlyArray<FeedImportError>): string[] {
  const reasons = errors
    .filter((e) => e.reason.trim())
    .map((e) =>
      e.title.trim() || e.guid.trim() ? `${errorLabel(e)}: ${e.reason.trim()}` : e.reason.trim(),
    );
  return reasons.length ? [...new Set(reasons)] : [FEED_IMPORT_MESSAGES.failedFallback];
}

const STATUSES: ReadonlySet<string> = new Set(['fetching', 'importing', 'done', 'failed']);

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/** toFeedImport reads the server's answer, with a default for anything missing or malformed. */
export function toFeedImport(raw: unknown): FeedImport {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const status = text(o.status);
  const errors = Array.isArray(o.errors) ? o.errors : [];
  return {
    status: STATUSES.has(status) ? (status as FeedImportStatus) : 'fetching',
    done: count(o.done),
    total: count(o.total),
    errors: errors.map((e) => {
      const r = (e && typeof e === 'object' ? e : {}) as Record<string, unknown>;
      return { title: text(r.title), guid: text(r.guid), reason: text(r.reason) };
    }),
    mediaId: text(o.mediaId),
    ...(typeof o.imported === 'number' && Number.isFinite(o.imported)
      ? { imported: count(o.imported) }
      : {}),
  };
}
