import type { ReactNode } from 'react';
import { formatDay } from '@/lib/format';
import type { MediaWithEpisodes } from '@/types/media';

export type Fact = [label: string, value: ReactNode];

/**
 * catalogFacts are the facts every item page lists about an item: a sermon's preacher,
 * series, passages and date, then category and genre. Pages add their own after them.
 */
export function catalogFacts(media: MediaWithEpisodes): Fact[] {
  const facts: Fact[] = [];
  if (media.type === 'sermon') {
    const passages = (media.bibleReferences ?? []).map((r) => r.text).filter(Boolean);
    if (media.preacher) facts.push(['Preacher', media.preacher]);
    if (media.theme) facts.push(['Series', media.theme]);
    if (passages.length) facts.push(['Passages', passages.join('; ')]);
    if (media.preachedAt) facts.push(['Preached', formatDay(media.preachedAt)]);
  }
  if (media.category?.title) facts.push(['Category', media.category.title]);
  if (media.genre?.title) facts.push(['Genre', media.genre.title]);
  return facts;
}
