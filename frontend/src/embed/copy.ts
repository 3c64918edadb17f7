/** The embed's words: what a type and its episodes are called (as the app's listen pages say). */
import type { MediaType } from '@/types/media';

interface TypeCopy {
  type: string;
  one: string;
  many: string;
}

const COPY: Record<MediaType, TypeCopy> = {
  album: { type: 'Album', one: 'track', many: 'Tracks' },
  podcast: { type: 'Podcast', one: 'episode', many: 'Episodes' },
  sermon: { type: 'Sermon', one: 'part', many: 'Parts' },
};

/** typeCopy tolerates a type the server might add later. */
export function typeCopy(type: string): TypeCopy {
  return COPY[(type in COPY ? type : 'album') as MediaType];
}

/** kicker is the small line above the title: ["Album", " · 10 tracks"], or ["Sermon", ""]. */
export function kicker(type: string, count: number): [string, string] {
  const copy = typeCopy(type);
  return [copy.type, count > 1 ? ` · ${count} ${copy.many.toLowerCase()}` : ''];
}

/** byLine is who an item is by: a sermon's preacher beside the creator when they differ. */
export function byLine(media: { type: string; preacher?: string; artist?: { name?: string } }): {
  preacher: string;
  creator: string;
} {
  const creator = media.artist?.name ?? '';
  const preacher =
    media.type === 'sermon' && media.preacher && media.preacher !== creator ? media.preacher : '';
  return { preacher, creator };
}

/** Problem states: what the embed says when there is nothing to play. */
export const PROBLEMS = {
  'not-found': {
    title: 'This audio is not available',
    detail: 'It may have been removed, or the link may be incomplete.',
    retry: false,
  },
  network: {
    title: 'Could not reach Selah',
    detail: 'Check your connection and try again.',
    retry: true,
  },
  error: {
    title: 'Something went wrong',
    detail: 'The player could not load. Please try again in a moment.',
    retry: true,
  },
} as const;

export type ProblemKind = keyof typeof PROBLEMS;
