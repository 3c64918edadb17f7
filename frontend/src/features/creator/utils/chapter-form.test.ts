import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  checkChapterRows,
  newRow,
  rowsFromChapters,
  serverRowErrors,
  toChapters,
  type ChapterRow,
} from '@/features/creator/utils/chapter-form';

const row = (start: string, title = 'A chapter', url = ''): ChapterRow => ({ start, title, url });

describe('checkChapterRows', () => {
  it('passes rows in order, inside the episode, titled, with web links', () => {
    expect(
      checkChapterRows(
        [row('0:00', 'Welcome'), row('1:30', 'Reading', 'https://example.org/a'), row('9:59')],
        600,
      ),
    ).toEqual([]);
  });

  it('words each problem as the server does, on the row and field it is about', () => {
    const errors = checkChapterRows(
      [
        row('0:00', '  '),
        row('10:01', 'Too late'),
        row('0:30', 'Back in time', 'ftp://example.org'),
        row('soon'),
        row('0:20', 'x'.repeat(201), 'example.org'),
      ],
      600,
    );
    expect(errors).toEqual([
      { index: 0, field: 'title', message: 'Chapter 1 needs a title.' },
      {
        index: 1,
        field: 'start',
        message: 'Chapter 2 starts at 10:01, after the episode ends (10:00).',
      },
      { index: 2, field: 'start', message: 'Chapter 3 must start after chapter 2.' },
      { index: 2, field: 'url', message: "Chapter 3's link must be an http or https address." },
      {
        index: 3,
        field: 'start',
        message: "Chapter 4's start must be a time like 1:30 or 1:02:03.",
      },
      {
        index: 4,
        field: 'title',
        message: "Chapter 5's title must be at most 200 characters long.",
      },
      { index: 4, field: 'start', message: 'Chapter 5 must start after chapter 4.' },
      { index: 4, field: 'url', message: "Chapter 5's link must be an http or https address." },
    ]);
  });

  it('refuses a start at the very end, and two chapters at the same time', () => {
    expect(checkChapterRows([row('10:00')], 600)[0].message).toBe(
      'Chapter 1 starts at 10:00, after the episode ends (10:00).',
    );
    expect(checkChapterRows([row('0:10'), row('0:10')], 600)).toEqual([
      { index: 1, field: 'start', message: 'Chapter 2 must start after chapter 1.' },
    ]);
  });

  it('checks only the order while the length is not measured', () => {
    expect(checkChapterRows([row('5:00:00')], 0)).toEqual([]);
  });

  it('words hours as h:mm:ss', () => {
    expect(checkChapterRows([row('1:02:04')], 3723)[0].message).toBe(
      'Chapter 1 starts at 1:02:04, after the episode ends (1:02:03).',
    );
  });
});

describe('rows and chapters', () => {
  it('shows saved chapters as rows and sends rows as chapters, trimmed, links only when given', () => {
    const rows = rowsFromChapters([
      { startTime: 0, title: 'Welcome' },
      { startTime: 3723, title: 'Amen', url: 'https://example.org' },
    ]);
    expect(rows).toEqual([
      { start: '0:00', title: 'Welcome', url: '' },
      { start: '1:02:03', title: 'Amen', url: 'https://example.org' },
    ]);
    expect(
      toChapters([row(' 1:30 ', '  Reading ', ' '), row('2:00', 'Link', ' https://a.org ')]),
    ).toEqual([
      { startTime: 90, title: 'Reading' },
      { startTime: 120, title: 'Link', url: 'https://a.org' },
    ]);
  });

  it('starts a new row at 0:00, then a minute after the last, never past the end', () => {
    expect(newRow([], 600)).toEqual({ start: '0:00', title: '', url: '' });
    expect(newRow([row('1:30')], 600).start).toBe('2:30');
    expect(newRow([row('9:30')], 600).start).toBe('');
    expect(newRow([row('what')], 600).start).toBe('');
  });
});

describe('serverRowErrors', () => {
  it("puts the server's field errors on the rows' fields", () => {
    const error = new ApiError('Chapter 2 starts at 10:01, after the episode ends (10:00).', 400, {
      'chapters.1.startTime': {
        code: 'validation_past_end',
        message: 'Chapter 2 starts at 10:01, after the episode ends (10:00).',
      },
      'chapters.0.title': { code: 'validation_required', message: 'Chapter 1 needs a title.' },
      'chapters.3.url': {
        code: 'validation_invalid',
        message: "Chapter 4's link must be an http or https address.",
      },
      chapters: { code: 'validation_too_many', message: 'An episode has at most 500 chapters.' },
    });
    expect(serverRowErrors(error)).toEqual([
      {
        index: 1,
        field: 'start',
        message: 'Chapter 2 starts at 10:01, after the episode ends (10:00).',
      },
      { index: 0, field: 'title', message: 'Chapter 1 needs a title.' },
      { index: 3, field: 'url', message: "Chapter 4's link must be an http or https address." },
    ]);
  });

  it('maps nothing for other failures', () => {
    expect(serverRowErrors(new Error('offline'))).toEqual([]);
    expect(serverRowErrors(new ApiError('Forbidden', 403))).toEqual([]);
  });
});
