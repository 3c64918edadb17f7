import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import type { Chapter, Episode, MediaWithEpisodes } from '@/types/media';
import { transcriptKeys } from '@/components/player/transcript-api';
import { creatorKeys } from '@/features/creator/api/keys';

/** TRANSCRIPT_MAX_BYTES: the largest transcript the server takes (2 MiB). */
export const TRANSCRIPT_MAX_BYTES = 2 * 1024 * 1024;

/** EXTRAS_MESSAGES: what the transcript and chapter editors say (the server's own words first). */
export const EXTRAS_MESSAGES = {
  transcriptSaved: 'Transcript saved',
  transcriptRemoved: 'Transcript removed',
  transcriptTooLarge: 'The transcript is larger than 2 MB.',
  transcriptType: 'Choose a WebVTT (.vtt) or SubRip (.srt) file.',
  transcriptFailed: 'Failed to save the transcript. Please try again.',
  transcriptRemoveFailed: 'Failed to remove the transcript. Please try again.',
  chaptersSaved: 'Chapters saved',
  chaptersRemoved: 'Chapters removed',
  chaptersFailed: 'Failed to save the chapters. Please try again.',
  chaptersRemoveFailed: 'Failed to remove the chapters. Please try again.',
} as const;

/**
 * transcriptFileProblem is what is wrong with a chosen transcript before it is sent (its type
 * or its size), null when it may go.
 */
export function transcriptFileProblem(file: File): string | null {
  if (!/\.(vtt|srt)$/i.test(file.name)) return EXTRAS_MESSAGES.transcriptType;
  if (file.size > TRANSCRIPT_MAX_BYTES) return EXTRAS_MESSAGES.transcriptTooLarge;
  return null;
}

interface EpisodeAnswer {
  message: string;
  episode?: Episode;
}

async function send(
  path: string,
  method: 'PUT' | 'DELETE',
  fallback: string,
  body?: unknown,
): Promise<EpisodeAnswer> {
  const res = await apiRequest<{ episode: Episode }>(path, { method, body });
  return { message: res.message || fallback, episode: res.data?.episode };
}

/** saveTranscript: PUT /api/media/episodes/{id}/transcript, the file as multipart `file`. */
export function saveTranscript({ episodeId, file }: { episodeId: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return send(apiPaths.media.transcript(episodeId), 'PUT', EXTRAS_MESSAGES.transcriptSaved, form);
}

/** removeTranscript: DELETE /api/media/episodes/{id}/transcript. */
export function removeTranscript({ episodeId }: { episodeId: string }) {
  return send(apiPaths.media.transcript(episodeId), 'DELETE', EXTRAS_MESSAGES.transcriptRemoved);
}

/** saveChapters: PUT /api/media/episodes/{id}/chapters with {chapters}. */
export function saveChapters({ episodeId, chapters }: { episodeId: string; chapters: Chapter[] }) {
  return send(apiPaths.media.chapters(episodeId), 'PUT', EXTRAS_MESSAGES.chaptersSaved, {
    chapters,
  });
}

/** removeChapters: DELETE /api/media/episodes/{id}/chapters. */
export function removeChapters({ episodeId }: { episodeId: string }) {
  return send(apiPaths.media.chapters(episodeId), 'DELETE', EXTRAS_MESSAGES.chaptersRemoved);
}

/**
 * useEpisodeExtra runs one of the calls above for an episode of `mediaId`, puts the episode it
 * answers into the item's cache at once, then refreshes the item and any transcript fetched
 * (the player's and the public page's). Neither kind of change sends the item back to review.
 */
export function useEpisodeExtra<V extends { episodeId: string }>(
  mediaId: string,
  call: (vars: V) => Promise<EpisodeAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ episode }) => {
      if (episode) {
        queryClient.setQueryData<MediaWithEpisodes>(creatorKeys.item(mediaId), (old) =>
          old
            ? {
                ...old,
                episodes: old.episodes.map((e) =>
                  e._id === episode._id ? { ...e, ...episode } : e,
                ),
              }
            : old,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorKeys.item(mediaId) }),
        queryClient.invalidateQueries({ queryKey: transcriptKeys.all }),
      ]);
    },
  });
}
