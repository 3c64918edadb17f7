/**
 * What an embed page was asked for, read from its own URL: the server sends the same
 * embed.html for /embed/media/{id} and /embed/episodes/{id}, so the page tells them apart here.
 */

/** EmbedKind: a whole item (its track list or episodes) or one episode of it. */
export type EmbedKind = 'media' | 'episodes';

/** EmbedTheme: the colours asked for with ?theme=; null follows the visitor's system. */
export type EmbedTheme = 'light' | 'dark' | null;

export interface EmbedRoute {
  kind: EmbedKind;
  id: string;
  /** start: ?t= in whole seconds, null when absent or not a number. */
  start: number | null;
  theme: EmbedTheme;
}

const PATH = /^\/embed\/(media|episodes)\/([^/]+)\/?$/;

/** parseEmbedRoute reads kind, id, ?t= and ?theme= from a location; null for any other path. */
export function parseEmbedRoute(location: { pathname: string; search: string }): EmbedRoute | null {
  const match = PATH.exec(location.pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2]);
  } catch {
    return null; // a malformed escape names no record
  }
  if (!id) return null;
  const query = new URLSearchParams(location.search);
  return {
    kind: match[1] as EmbedKind,
    id,
    start: parseStart(query.get('t')),
    theme: parseTheme(query.get('theme')),
  };
}

/**
 * parseStart reads ?t= as seconds: "90", "90.5" or "1m30s" / "1h2m3s" (the form other players'
 * share links use); null for anything else or a negative time.
 */
export function parseStart(raw: string | null): number | null {
  if (raw === null) return null;
  const value = raw.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.floor(Number(value));
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!parts || value === '') return null;
  const [, h = '0', m = '0', s = '0'] = parts;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** parseTheme keeps only the two themes the embed has; anything else follows the system. */
export function parseTheme(raw: string | null): EmbedTheme {
  return raw === 'light' || raw === 'dark' ? raw : null;
}
