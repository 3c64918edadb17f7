import type { Chapter } from '@/types/media';

/**
 * currentChapterIndex is the chapter playing at `time` seconds: the last to start at or before
 * it; -1 before the first (or without chapters). Chapters are in order of their start.
 */
export function currentChapterIndex(chapters: readonly Chapter[], time: number): number {
  let found = -1;
  for (let i = 0; i < chapters.length; i++) {
    if (chapters[i].startTime <= time) found = i;
    else break;
  }
  return found;
}

/**
 * chapterMarks are where the seek bar marks a chapter's start, as fractions of the episode
 * (0..1): every start after 0 and before the end, when the length is known.
 */
export function chapterMarks(chapters: readonly Chapter[], duration: number): number[] {
  if (!(duration > 0)) return [];
  return chapters.map((c) => c.startTime / duration).filter((f) => f > 0 && f < 1);
}
