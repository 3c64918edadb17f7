import { z } from 'zod';
import { isApiError } from '@/lib/api';
import { formatClock, parseClock } from '@/lib/time-text';
import type { Chapter } from '@/types/media';

/** Limits of a chapter list, as the server keeps them (internal/chapters). */
export const MAX_CHAPTERS = 500;
export const MAX_CHAPTER_TITLE = 200;
const MAX_URL = 2048;

/** CHAPTER_MESSAGES: the server's words for the same checks (internal/chapters), and the form's. */
export const CHAPTER_MESSAGES = {
  titleRequired: (n: number) => `Chapter ${n} needs a title.`,
  titleTooLong: (n: number) =>
    `Chapter ${n}'s title must be at most ${MAX_CHAPTER_TITLE} characters long.`,
  startInvalid: (n: number) => `Chapter ${n}'s start must be a time like 1:30 or 1:02:03.`,
  pastEnd: (n: number, start: number, duration: number) =>
    `Chapter ${n} starts at ${formatClock(start)}, after the episode ends (${formatClock(duration)}).`,
  order: (n: number) => `Chapter ${n} must start after chapter ${n - 1}.`,
  urlInvalid: (n: number) => `Chapter ${n}'s link must be an http or https address.`,
  tooMany: `An episode has at most ${MAX_CHAPTERS} chapters.`,
} as const;

/** ChapterRow is one row of the editor, as typed: the start as text (1:30 or 1:02:03). */
export interface ChapterRow {
  start: string;
  title: string;
  url: string;
}

export interface ChapterFormValues {
  chapters: ChapterRow[];
}

/** ChapterRowField is a row's field the editor shows an error on. */
export type ChapterRowField = keyof ChapterRow;

/** rowsFromChapters is the editor's rows for an episode's saved chapters. */
export function rowsFromChapters(chapters: readonly Chapter[] | undefined): ChapterRow[] {
  return (chapters ?? []).map((c) => ({
    start: formatClock(c.startTime),
    title: c.title,
    url: c.url ?? '',
  }));
}

/** newRow is the row "Add chapter" appends: a minute after the last one, inside the episode. */
export function newRow(rows: readonly ChapterRow[], duration: number): ChapterRow {
  if (rows.length === 0) return { start: '0:00', title: '', url: '' };
  const last = parseClock(rows[rows.length - 1].start);
  if (last === null) return { start: '', title: '', url: '' };
  const next = Math.floor(last) + 60;
  return { start: duration > 0 && next >= duration ? '' : formatClock(next), title: '', url: '' };
}

function isWebAddress(text: string): boolean {
  if (text.length > MAX_URL) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** RowError is one row's field refused, with the sentence to show. */
export interface RowError {
  index: number;
  field: ChapterRowField;
  message: string;
}

/**
 * checkChapterRows checks the rows as the server does (internal/chapters), in the server's
 * words, for an episode of `duration` seconds (0 when not measured: then only the order): each
 * has a title, a start that is a time, inside the episode and after the one before, and a link
 * (if any) of http or https. Unlike the server, it names every row's first problem, not only
 * the first row's.
 */
export function checkChapterRows(rows: readonly ChapterRow[], duration: number): RowError[] {
  const errors: RowError[] = [];
  let previous: number | null = null;
  rows.forEach((row, index) => {
    const n = index + 1;
    const title = row.title.trim();
    if (!title) errors.push({ index, field: 'title', message: CHAPTER_MESSAGES.titleRequired(n) });
    else if ([...title].length > MAX_CHAPTER_TITLE)
      errors.push({ index, field: 'title', message: CHAPTER_MESSAGES.titleTooLong(n) });

    const start = parseClock(row.start);
    if (start === null) {
      errors.push({ index, field: 'start', message: CHAPTER_MESSAGES.startInvalid(n) });
    } else if (duration > 0 && start >= duration) {
      errors.push({
        index,
        field: 'start',
        message: CHAPTER_MESSAGES.pastEnd(n, start, duration),
      });
    } else if (previous !== null && start <= previous) {
      errors.push({ index, field: 'start', message: CHAPTER_MESSAGES.order(n) });
    }
    previous = start ?? previous;

    const url = row.url.trim();
    if (url && !isWebAddress(url))
      errors.push({ index, field: 'url', message: CHAPTER_MESSAGES.urlInvalid(n) });
  });
  return errors;
}

/** chapterFormSchema is the editor's zod schema: checkChapterRows on each row's fields. */
export function chapterFormSchema(duration: number) {
  return z
    .object({
      chapters: z.array(z.object({ start: z.string(), title: z.string(), url: z.string() })),
    })
    .superRefine((values, ctx) => {
      if (values.chapters.length > MAX_CHAPTERS)
        ctx.addIssue({ code: 'custom', path: ['chapters'], message: CHAPTER_MESSAGES.tooMany });
      for (const e of checkChapterRows(values.chapters, duration))
        ctx.addIssue({ code: 'custom', path: ['chapters', e.index, e.field], message: e.message });
    });
}

/** toChapters is what PUT …/chapters is sent for valid rows: times in seconds, text trimmed. */
export function toChapters(rows: readonly ChapterRow[]): Chapter[] {
  return rows.map((row) => {
    const url = row.url.trim();
    return {
      startTime: parseClock(row.start) ?? 0,
      title: row.title.trim(),
      ...(url ? { url } : {}),
    };
  });
}

const SERVER_FIELD: Record<string, ChapterRowField> = {
  startTime: 'start',
  title: 'title',
  url: 'url',
};

/**
 * serverRowErrors reads a refused save's field errors (`data["chapters.1.startTime"]`) as the
 * rows' fields they are about; errors about the list as a whole (`chapters`) are left to the
 * failure's message.
 */
export function serverRowErrors(error: unknown): RowError[] {
  if (!isApiError(error)) return [];
  const out: RowError[] = [];
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const match = /^chapters\.(\d+)\.(\w+)$/.exec(key);
    const field = match ? SERVER_FIELD[match[2]] : undefined;
    if (match && field) out.push({ index: Number(match[1]), field, message });
  }
  return out;
}
