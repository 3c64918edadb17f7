import type { QueueEpisode, QueueMedia } from '@/components/player/player-store';
import type { Episode, Media } from '@/types/media';
import { byLine } from '@/components/media-types';

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
  return episodes
    .filter((e) => Boolean(e.streamUrl))
    .map((e) => ({
      _id: e._id,
      title: e.title,
      position: e.position,
      duration: e.duration,
      streamUrl: e.streamUrl ?? '',
      resumeAt: e.resumeAt ?? 0,
      peaks: e.peaks ?? null,
    }));
}
