/**
 * formatClock writes seconds as m:ss under an hour and h:mm:ss from an hour on, cutting off
 * the fraction (a chapter at 61.9 s is 1:01), as the server words chapter times in its messages.
 */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * parseClock reads a time typed as m:ss, mm:ss or h:mm:ss (seconds may carry a fraction:
 * 1:05.5) and returns seconds; null when it is not such a time (seconds or minutes of 60 and
 * more after a colon, letters, a lone number).
 */
export function parseClock(text: string): number | null {
  const match = /^(?:(\d+):)?(\d{1,3}):(\d{1,2}(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds >= 60) return null;
  if (h !== undefined && (minutes >= 60 || m.length !== 2)) return null;
  if (!/^\d{2}/.test(s)) return null;
  return Number(h ?? 0) * 3600 + minutes * 60 + seconds;
}
