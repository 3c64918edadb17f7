import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';

/** ShareStart is a point to start listening at: an episode and a second within it. */
export interface ShareStart {
  episodeId: string;
  seconds: number;
}

/**
 * mediaShareUrl is the absolute address of an item's public page (/m/{id}), or of the page set
 * to start `start.episodeId` at `start.seconds` (whole seconds: `?episode=&t=`).
 */
export function mediaShareUrl(id: string, origin: string, start?: ShareStart | null): string {
  if (!start) return origin + paths.public.media(id);
  return (
    origin + paths.public.media(id, { episode: start.episodeId, t: wholeSeconds(start.seconds) })
  );
}

/** wholeSeconds is the second a link starts at: the one being heard, never a negative one. */
export function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/**
 * shareTimeLabel is the time a "link at the current time" names, as the player shows time
 * (12:34, 1:02:03). It is the same whole second the link carries, so the label never says a
 * second the link does not start at.
 */
export function shareTimeLabel(seconds: number): string {
  return formatDuration(wholeSeconds(seconds));
}

/**
 * EMBED_HEIGHT_SINGLE, EMBED_ROW_HEIGHT, EMBED_MAX_ROWS: the embed's iframe is one row tall for
 * one episode, and a row taller per episode of its list up to five (internal/publicpage's
 * EmbedHeight, which GET /api/oembed answers with).
 */
export const EMBED_HEIGHT_SINGLE = 180;
export const EMBED_ROW_HEIGHT = 40;
export const EMBED_MAX_ROWS = 5;

/** embedHeight is how tall the embed of an item with `episodeCount` episodes is. */
export function embedHeight(episodeCount: number): number {
  if (episodeCount <= 1) return EMBED_HEIGHT_SINGLE;
  return EMBED_HEIGHT_SINGLE + EMBED_ROW_HEIGHT * Math.min(episodeCount, EMBED_MAX_ROWS);
}

/** escapeHtml makes text safe in HTML text and quoted attributes (as Go's html.EscapeString). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;');
}

export interface EmbedCodeInput {
  id: string;
  title: string;
  episodeCount: number;
  origin: string;
}

/**
 * embedCode is the <iframe> that puts an item's player (/embed/media/{id}) on another site: as
 * wide as its column, as tall as embedHeight, titled for screen readers, loaded lazily. It is
 * what GET /api/oembed answers for the item's page; the share menu prefers the server's own
 * answer and builds this one when the server gives none (an item not public yet, no network).
 */
export function embedCode({ id, title, episodeCount, origin }: EmbedCodeInput): string {
  const src = escapeHtml(origin + paths.public.embedMedia(id));
  const name = escapeHtml(`${title} on Selah`);
  return (
    `<iframe src="${src}" title="${name}" width="100%" height="${embedHeight(episodeCount)}" ` +
    `style="border:0;border-radius:12px" loading="lazy" allow="autoplay; encrypted-media"></iframe>`
  );
}
