import { describe, expect, it } from 'vitest';
import { chapterMarks, currentChapterIndex } from '@/components/player/chapters';

const chapters = [
  { startTime: 0, title: 'Welcome' },
  { startTime: 30, title: 'Reading' },
  { startTime: 90.5, title: 'Sermon' },
];

describe('currentChapterIndex', () => {
  it('is the last chapter to start at or before the time', () => {
    expect(currentChapterIndex(chapters, 0)).toBe(0);
    expect(currentChapterIndex(chapters, 29.9)).toBe(0);
    expect(currentChapterIndex(chapters, 30)).toBe(1);
    expect(currentChapterIndex(chapters, 500)).toBe(2);
  });

  it('is -1 before the first chapter and without chapters', () => {
    expect(currentChapterIndex([{ startTime: 10, title: 'Late' }], 5)).toBe(-1);
    expect(currentChapterIndex([], 5)).toBe(-1);
  });
});

describe('chapterMarks', () => {
  it('marks each start inside the episode but the very start', () => {
    expect(chapterMarks(chapters, 120)).toEqual([0.25, 90.5 / 120]);
    expect(chapterMarks(chapters, 60)).toEqual([0.5]);
  });

  it('marks nothing while the length is unknown', () => {
    expect(chapterMarks(chapters, 0)).toEqual([]);
  });
});
