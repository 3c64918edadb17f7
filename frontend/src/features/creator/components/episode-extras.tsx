import type { Episode } from '@/types/media';
import { EpisodeChapters } from '@/features/creator/components/chapters-dialog';
import { EpisodeTranscript } from '@/features/creator/components/episode-transcript';

/**
 * EpisodeExtras is an episode's transcript and chapters on its creator's page. Changing either
 * keeps an approved item approved.
 */
export function EpisodeExtras({ mediaId, episode }: { mediaId: string; episode: Episode }) {
  return (
    <div className="mt-2 grid gap-3 rounded-lg border bg-background/70 px-3 py-2.5 text-sm">
      <EpisodeTranscript mediaId={mediaId} episode={episode} />
      <div className="border-t" />
      <EpisodeChapters mediaId={mediaId} episode={episode} />
    </div>
  );
}
