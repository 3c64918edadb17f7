/**
 * The `?t=` of a shared link: where to start listening. API.md writes it in seconds (`t=90`);
 * people also paste the clock forms the player shows (`1:30`, `1:02:03`) and the YouTube
 * style (`1m30s`, `90s`), so those are read too.
 */

const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})$/;
const UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/;

/**
 * parseStartTime reads a `?t=` value as seconds; null when there is none or it is not a time
 * (a negative, a word, an empty value). Fractions of a second are kept.
 */
export function parseStartTime(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  const clock = CLOCK.exec(text);
  if (clock) {
    const [, h = '0', m, s] = clock;
    if (Number(s) > 59 || (clock[1] !== undefined && Number(m) > 59)) return null;
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  }
  const units = UNITS.exec(text);
  if (units && (units[1] || units[2] || units[3])) {
    const [, h = '0', m = '0', s = '0'] = units;
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  }
  return null;
}

/**
 * clampStartTime keeps a start time inside the episode: a link made at 12:34 of an episode
 * since replaced by a shorter one starts a second before its end rather than past it, where
 * the player would only end. An unknown duration (0) leaves the time as it is.
 */
export function clampStartTime(seconds: number, duration: number): number {
  const t = Math.max(0, seconds);
  if (!(duration > 0)) return t;
  return Math.min(t, Math.max(0, Math.floor(duration) - 1));
}

/**
 * startTimeFor is where a link's `?t=` starts an episode of `duration` seconds: null without
 * a (readable, positive) time.
 */
export function startTimeFor(raw: string | null | undefined, duration: number): number | null {
  const t = parseStartTime(raw);
  if (t === null || t <= 0) return null;
  return clampStartTime(t, duration);
}
