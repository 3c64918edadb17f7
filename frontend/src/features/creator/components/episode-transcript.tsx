import * as React from 'react';
import { AlertCircle, CheckCircle2, ScrollText, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { Episode } from '@/types/media';
import {
  EXTRAS_MESSAGES,
  removeTranscript,
  saveTranscript,
  transcriptFileProblem,
  useEpisodeExtra,
} from '@/features/creator/api/episode-extras';

/**
 * transcriptError is what a refused transcript says: the server's word on the file (it names
 * the line to fix) as sent, else its message, else `fallback`.
 */
export function transcriptError(error: unknown, fallback: string): string {
  if (isApiError(error) && error.fieldErrors.file) return error.fieldErrors.file;
  return errorMessage(error, fallback);
}

/**
 * EpisodeTranscript is an episode's transcript on its creator's page: whether it has one, and
 * upload (a .vtt or .srt file), replace and remove. A refused file's reason shows under it as
 * the server wrote it.
 */
export function EpisodeTranscript({ mediaId, episode }: { mediaId: string; episode: Episode }) {
  const input = React.useRef<HTMLInputElement>(null);
  const errorId = React.useId();
  const [error, setError] = React.useState<string | null>(null);
  const [confirm, setConfirm] = React.useState(false);
  const save = useEpisodeExtra(mediaId, saveTranscript);
  const remove = useEpisodeExtra(mediaId, removeTranscript);
  const has = Boolean(episode.transcriptUrl);
  const busy = save.isPending || remove.isPending;

  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    const problem = transcriptFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const { message } = await save.mutateAsync({ episodeId: episode._id, file });
      toast.success(message);
    } catch (err) {
      setError(transcriptError(err, EXTRAS_MESSAGES.transcriptFailed));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      const { message } = await remove.mutateAsync({ episodeId: episode._id });
      toast.success(message);
      setConfirm(false);
    } catch (err) {
      setConfirm(false);
      setError(errorMessage(err, EXTRAS_MESSAGES.transcriptRemoveFailed));
    }
  };

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-medium">
          <ScrollText className="size-4 text-muted-foreground" aria-hidden="true" />
          Transcript
        </span>
        {has ? (
          <span className="inline-flex items-center gap-1 text-success">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Added
          </span>
        ) : (
          <span className="text-muted-foreground">None yet</span>
        )}
        <span className="flex flex-wrap items-center gap-1 sm:ml-auto">
          <input
            ref={input}
            type="file"
            accept=".vtt,.srt,text/vtt,application/x-subrip"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid={`transcript-file-${episode._id}`}
            onChange={(e) => void onFile(e)}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-8"
            disabled={busy}
            onClick={() => input.current?.click()}
            aria-label={`${has ? 'Replace transcript' : 'Upload transcript'} of ${episode.title}`}
            aria-describedby={error ? errorId : undefined}
          >
            <Upload className="size-3.5" aria-hidden="true" />
            {save.isPending ? 'Uploading...' : has ? 'Replace' : 'Upload transcript'}
          </Button>
          {has ? (
            <ConfirmDialog
              open={confirm}
              onOpenChange={(open) => !remove.isPending && setConfirm(open)}
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-8 text-muted-foreground hover:text-foreground"
                  disabled={busy}
                  aria-label={`Remove transcript of ${episode.title}`}
                >
                  <Trash2 className="size-3.5" aria-hidden="true" />
                  Remove
                </Button>
              }
              title="Remove the transcript?"
              description={`Listeners will no longer see the transcript of “${episode.title}”. You can upload it again at any time.`}
              keepLabel="Keep it"
              confirmLabel="Remove transcript"
              pending={remove.isPending}
              pendingLabel="Removing..."
              onConfirm={() => void onRemove()}
            />
          ) : null}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 font-medium text-red-700">
          <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span className="break-words">{error}</span>
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          A WebVTT (.vtt) or SubRip (.srt) file, up to 2 MB. Listeners read along as it plays.
        </p>
      )}
    </div>
  );
}
