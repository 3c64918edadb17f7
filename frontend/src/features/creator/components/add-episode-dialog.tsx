import * as React from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { AudioField } from '@/components/media-fields/file-fields';
import { Optional } from '@/components/media-fields/optional';
import { BusyDialogContent } from '@/components/busy-dialog-content';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { Media } from '@/types/media';
import { useGenres } from '@/features/creator/api/get-genres';
import { MESSAGES } from '@/features/creator/api/messages';
import {
  uploadEpisodeSchema,
  useUploadEpisode,
  type UploadEpisodeValues,
} from '@/features/creator/api/upload-episode';
import { emptyEpisode } from '@/features/creator/api/upload-media';
import { GenreOptions } from '@/components/catalog-options';
import { UploadProgressPanel } from '@/components/upload-progress';
import { useWarnBeforeUnload } from '@/hooks/use-warn-before-unload';
import { mediaTypeCopy } from '@/features/creator/utils/media-types';
import { FeedWarnings } from '@/features/creator/components/feed-warnings';
import { audioWarning } from '@/lib/apple-podcasts';

const FIELDS: ReadonlyArray<Path<UploadEpisodeValues>> = [
  'title',
  'description',
  'genre',
  'lyrics',
  'audio',
];

/** AddEpisodeDialog uploads one more track or episode to an item (POST upload-episode). */
export function AddEpisodeDialog({ media }: { media: Media }) {
  const copy = mediaTypeCopy(media.type);
  const [open, setOpen] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [progress, setProgress] = React.useState<number | null>(null);
  const genres = useGenres();
  const upload = useUploadEpisode();
  const form = useForm<UploadEpisodeValues>({
    resolver: zodResolver(uploadEpisodeSchema),
    defaultValues: emptyEpisode(),
  });
  const { errors, isSubmitting } = form.formState;
  useWarnBeforeUnload(isSubmitting);
  // A podcast's episode in a format Apple Podcasts does not take from a feed: said before it is sent.
  const [audio, title] = useWatch({ control: form.control, name: ['audio', 'title'] });
  const appleWarning =
    media.type === 'podcast' && audio instanceof File
      ? audioWarning(audio, { title: title ?? '', label: `this ${copy.episode.toLowerCase()}` })
      : null;

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      form.reset(emptyEpisode());
      setServerError(null);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({
        mediaId: media._id,
        values,
        onProgress: (p) => setProgress(p.percent),
      });
      toast.success(result.message || MESSAGES.episodeAdded(copy.episode));
      form.reset(emptyEpisode());
      setOpen(false);
    } catch (error) {
      let message: string = MESSAGES.uploadThrew;
      if (isApiError(error)) {
        message = errorMessage(error, MESSAGES.episodeFailed(copy.episode));
        for (const field of FIELDS) {
          const text = error.fieldErrors[field];
          if (text) form.setError(field, { type: 'server', message: text });
        }
      }
      setServerError(message);
    } finally {
      setProgress(null);
    }
  });

  const id = (f: string) => `add-episode-${f}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          Add {copy.episode}
        </Button>
      </DialogTrigger>
      <BusyDialogContent className="sm:max-w-xl" busy={isSubmitting}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <DialogHeader className="text-left">
            <DialogTitle>Add {copy.episode.toLowerCase()}</DialogTitle>
            <DialogDescription>
              Adds a {copy.episode.toLowerCase()} to “{media.title}”. New{' '}
              {copy.episodes.toLowerCase()} are reviewed before listeners hear them.
            </DialogDescription>
          </DialogHeader>
          <FormField id={id('title')} label="Title" error={errors.title?.message}>
            {(aria) => <Input {...aria} disabled={isSubmitting} {...form.register('title')} />}
          </FormField>
          <AudioField
            control={form.control}
            name="audio"
            id={id('audio')}
            disabled={isSubmitting}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={id('genre')}
              label={
                <>
                  Genre <Optional />
                </>
              }
              error={errors.genre?.message}
            >
              {(aria) => (
                <NativeSelect {...aria} disabled={isSubmitting} {...form.register('genre')}>
                  <GenreOptions
                    genres={genres.data}
                    loading={genres.isPending}
                    empty={`Same as the ${copy.typeLabel.toLowerCase()}`}
                  />
                </NativeSelect>
              )}
            </FormField>
            <FormField
              id={id('description')}
              label={
                <>
                  Description <Optional />
                </>
              }
              error={errors.description?.message}
            >
              {(aria) => (
                <Input {...aria} disabled={isSubmitting} {...form.register('description')} />
              )}
            </FormField>
          </div>
          <FormField
            id={id('lyrics')}
            label={
              <>
                {media.type === 'album' ? 'Lyrics' : 'Transcript'} <Optional />
              </>
            }
            error={errors.lyrics?.message}
          >
            {(aria) => (
              <Textarea {...aria} rows={3} disabled={isSubmitting} {...form.register('lyrics')} />
            )}
          </FormField>
          <FeedWarnings
            warnings={appleWarning ? [appleWarning] : []}
            title="Apple Podcasts will not take this episode"
          />
          <FormError message={serverError} />
          {progress !== null ? (
            <UploadProgressPanel percent={progress} label={copy.episode.toLowerCase()} />
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={isSubmitting}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Uploading...' : `Add ${copy.episode}`}
            </Button>
          </DialogFooter>
        </form>
      </BusyDialogContent>
    </Dialog>
  );
}
