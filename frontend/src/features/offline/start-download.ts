import { toast } from 'sonner';
import type { Episode, Media } from '@/types/media';
import { playableEpisodes } from '@/components/player/playable-episodes';
import { toQueueMedia } from '@/components/player/to-queue';
import { downloads } from '@/features/offline/downloads';
import type { EpisodeToSave } from '@/features/offline/downloads-store';

/** toSave is what a download needs of an item's playable episodes. */
export function toSave(episodes: Episode[]): EpisodeToSave[] {
  return playableEpisodes(episodes, (e) => ({ size: e.size }));
}

/**
 * startDownload downloads episodes of an item for offline listening, one after another, and
 * says so when one fails (the control shows it too).
 */
export async function startDownload(media: Media, episodes: Episode[]) {
  const list = toSave(episodes);
  await downloads.download(toQueueMedia(media), list);
  const active = downloads.store.getState().active;
  const failed = list.map((e) => active[e._id]).find((a) => a?.status === 'failed');
  if (failed?.error) toast.error(failed.error);
}
