const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const utcDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** formatCount writes a whole number with thousands separators ("1,250"); 0 for anything else. */
export function formatCount(n: number | null | undefined): string {
  return numberFormat.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

/**
 * formatQuantity writes a count with its noun, singular for one ("1 play", "1,250 plays");
 * `many` defaults to the noun with an s.
 */
export function formatQuantity(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * formatDuration writes seconds as m:ss under an hour and h:mm:ss from an hour on
 * (3:07, 59:59, 1:02:03); anything not a positive number is 0:00.
 */
export function formatDuration(seconds: number | null | undefined): string {
  const total =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds)
      : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

function parseDate(value: string): Date | null {
  // PocketBase writes "2025-08-18 10:00:00.000Z"; Date wants a "T" there.
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** formatDate writes a timestamp as "Aug 18, 2025" in the viewer's time zone; '' when unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseDate(value);
  return date ? dateFormat.format(date) : '';
}

/** formatDay writes a calendar day ('YYYY-MM-DD') as "Aug 18, 2025", whatever the time zone. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return formatDate(value);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utcDateFormat.format(date);
}

/** formatFileSize writes a byte count as "820 KB" or "12.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}
