import * as React from 'react';
import type { Episode, MediaWithEpisodes } from '@/types/media';
import { player, usePlayer } from '@/components/player/player-store';
import { resumePoint } from '@/components/player/position-saver';
import { toQueue, toQueueMedia } from '@/components/player/to-queue';

/**
 * useItemPlayback is an item page's hold on the player (the listener's page and the public
 * one): whether the player is on this item, playing an episode, and what the main button
 * resumes. It also hands the player the peaks measured since the episode started playing, so
 * the bar draws its waveform.
 */
export function useItemPlayback(media: MediaWithEpisodes) {
  const episodes = media.episodes;
  const isThisMedia = usePlayer((s) => s.media?._id === media._id);
  const playing = usePlayer((s) => s.playing) && isThisMedia;
  const positions = usePlayer((s) => s.positions);

  React.useEffect(() => {
    if (isThisMedia) player.refreshPeaks(episodes);
  }, [episodes, isThisMedia]);

  const queue = React.useMemo(() => toQueue(episodes), [episodes]);
  /**
   * playEpisode plays an episode from `at` seconds, else from where the listener stopped; the
   * episode already current (and no `at`) pauses or goes on instead.
   */
  const playEpisode = React.useCallback(
    (episodeId: string, at?: number) => {
      const index = queue.findIndex((e) => e._id === episodeId);
      if (index < 0) return;
      const state = player.getState();
      if (
        at === undefined &&
        state.media?._id === media._id &&
        state.queue[state.index]?._id === episodeId
      ) {
        player.toggle();
        return;
      }
      player.playQueue(toQueueMedia(media), queue, index, at);
    },
    [media, queue],
  );
  /** playAt is playEpisode for the track list, which names an episode by its index. */
  const playAt = React.useCallback(
    (index: number) => {
      const episode = episodes[index];
      if (episode) playEpisode(episode._id);
    },
    [episodes, playEpisode],
  );

  // The main button resumes the first episode started and not finished, else plays the first.
  const started = episodes.findIndex(
    (e) => Boolean(e.streamUrl) && resumePoint(positions[e._id] ?? e.resumeAt, e.duration) > 0,
  );
  const resumeEpisode: Episode | undefined =
    episodes[started] ?? episodes.find((e) => Boolean(e.streamUrl));
  const resumeLabel = playing ? 'Pause' : isThisMedia || started >= 0 ? 'Resume' : 'Play';
  /** resume pauses or goes on when the player is on this item, else plays `episode`. */
  const resume = (episode = resumeEpisode) => {
    if (isThisMedia) player.toggle();
    else if (episode) playEpisode(episode._id);
  };

  return { isThisMedia, playing, playEpisode, playAt, resumeEpisode, resumeLabel, resume };
}
