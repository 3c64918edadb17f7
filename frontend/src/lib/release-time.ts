/**
 * An item's release time (`publishAt`): the server keeps it as an RFC 3339 UTC time; a
 * `datetime-local` input shows and takes it in the viewer's own time zone ('YYYY-MM-DDTHH:mm').
 */

const pad = (n: number) => String(n).padStart(2, '0');

function readDate(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * localInputToUtc turns a `datetime-local` value (the viewer's wall-clock time) into the UTC
 * time the server takes ('2026-12-01T06:00' in Lagos is '2026-12-01T05:00:00.000Z'); '' for
 * '' or a value that is no time.
 */
export function localInputToUtc(local: string): string {
  return readDate(local)?.toISOString() ?? '';
}

/** utcToLocalInput is the `datetime-local` value of a UTC time, in the viewer's time zone. */
export function utcToLocalInput(iso: string | null | undefined): string {
  const date = readDate(iso ?? '');
  if (!date) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** isValidLocalInput: '' (no release time) or a value that reads as a time. */
export function isValidLocalInput(local: string): boolean {
  return local === '' || readDate(local) !== null;
}

/** isFutureLocalInput: a `datetime-local` value later than `now` (false for '' or no time). */
export function isFutureLocalInput(local: string, now: number = Date.now()): boolean {
  const date = readDate(local);
  return date !== null && date.getTime() > now;
}

/** viewerTimeZone is the browser's IANA time zone ('Africa/Lagos'); '' when it has none. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

const TIME_PARTS = new Set<Intl.DateTimeFormatPartTypes>(['hour', 'dayPeriod']);
const DATE_PARTS = new Set<Intl.DateTimeFormatPartTypes>(['year', 'month', 'day']);
const unbreakable = (parts: Intl.DateTimeFormatPart[]) =>
  parts.map((p) => p.value.replace(/\s/g, '\u00a0')).join('');

/**
 * formatReleaseTime writes a release time in the viewer's locale and time zone ("Dec 1, 2026,
 * 7:00 AM" in Lagos for '2026-12-01T06:00:00Z'); '' when it is not a time. The date and the
 * time each hold together (no-break spaces), so a narrow place wraps between them and never
 * before "AM". `locale` and `timeZone` are for tests.
 */
export function formatReleaseTime(
  iso: string | null | undefined,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const date = readDate(iso ?? '');
  if (!date) return '';
  const parts = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).formatToParts(date);
  // The time starts at its hour (or "AM" where that comes first); the date is all before it.
  const start = parts.findIndex((p) => TIME_PARTS.has(p.type));
  const split =
    start > 1 &&
    parts[start - 1].type === 'literal' &&
    !parts.slice(start).some((p) => DATE_PARTS.has(p.type));
  if (!split) return parts.map((p) => p.value).join('');
  return (
    unbreakable(parts.slice(0, start - 1)) +
    parts[start - 1].value +
    unbreakable(parts.slice(start))
  );
}

/** nowLocalInput is the current minute as a `datetime-local` value (the picker's `min`). */
export function nowLocalInput(now: number = Date.now()): string {
  return utcToLocalInput(new Date(now).toISOString());
}
