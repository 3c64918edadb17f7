import type { QueueEpisode, QueueMedia } from '@/components/player/player-store';
import type { Episode, Media } from '@/types/media';
import { byLine } from '@/components/media-types';
import { playableEpisodes } from '@/components/player/playable-episodes';

/** toQueueMedia is what the player shows of an item. */
export function toQueueMedia(media: Media): QueueMedia {
  return {
    _id: media._id,
    title: media.title,
    type: media.type,
    artist: byLine(media),
    cover: media.thumbnail || media.coverArt || media.image || '',
  };
}

/** toQueue is an item's playable episodes, in order, for the player. */
export function toQueue(episodes: Episode[]): QueueEpisode[] {
  return playableEpisodes(episodes, (e) => ({
    resumeAt: e.resumeAt ?? 0,
    peaks: e.peaks ?? null,
    chapters: e.chapters ?? [],
    transcriptUrl: e.transcriptUrl ?? '',
  }));
}
