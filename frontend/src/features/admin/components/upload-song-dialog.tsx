import * as React from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { GenreOptions } from '@/components/catalog-options';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useGenres } from '@/features/admin/api/get-genres';
import {
  uploadSongSchema,
  useUploadAdminMedia,
  type UploadSongValues,
} from '@/features/admin/api/upload-admin-media';
import { CreatorPicker } from '@/features/admin/components/creator-picker';
import {
  AudioField,
  CoverField,
  UploadDialog,
  useUploadRunner,
} from '@/features/admin/components/upload-dialog';

const empty = (): UploadSongValues => ({
  artistId: '',
  title: '',
  genre: '',
  description: '',
  coverArt: null,
  audio: null,
});

const FIELDS: ReadonlyArray<Path<UploadSongValues>> = [
  'artistId',
  'title',
  'genre',
  'description',
  'coverArt',
  'audio',
];

/**
 * UploadSongDialog uploads a song on a creator's behalf: an album of one track (title, artist,
 * audio, genre, description, cover), with progress. It starts pending like any upload.
 */
export function UploadSongDialog() {
  const [open, setOpen] = React.useState(false);
  const genres = useGenres(open);
  const upload = useUploadAdminMedia();
  const form = useForm<UploadSongValues>({
    resolver: zodResolver(uploadSongSchema),
    defaultValues: empty(),
  });
  const runner = useUploadRunner(form, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(empty());
      runner.clearError();
    }
  };

  const onSubmit = form.handleSubmit(async (v) => {
    const done = await runner.run((options) =>
      upload.mutateAsync({
        type: 'album',
        artistId: v.artistId,
        metadata: { title: v.title, description: v.description, genre: v.genre },
        coverArt: v.coverArt as File,
        episodes: [
          { title: v.title, description: '', genre: '', lyrics: '', audio: v.audio as File },
        ],
        ...options,
      }),
    );
    if (done) onOpenChange(false);
  });

  const id = (f: string) => `upload-song-${f}`;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Upload New Song
      </Button>
      <UploadDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Upload New Song"
        description="Upload a song for a creator. It is added to their songs as a single and waits for review like any upload."
        onSubmit={onSubmit}
        busy={isSubmitting}
        progress={runner.progress}
        serverError={runner.serverError}
        onCancelUpload={runner.cancel}
        submitLabel="Upload Song"
        progressLabel="song"
      >
        <Controller
          control={form.control}
          name="artistId"
          render={({ field }) => (
            <CreatorPicker
              idPrefix="upload-song"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.artistId?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={id('title')} label="Title" error={errors.title?.message}>
            {(aria) => (
              <Input
                {...aria}
                placeholder="Song title"
                disabled={isSubmitting}
                {...form.register('title')}
              />
            )}
          </FormField>
          <FormField id={id('genre')} label="Genre" error={errors.genre?.message}>
            {(aria) => (
              <NativeSelect {...aria} disabled={isSubmitting} {...form.register('genre')}>
                <GenreOptions
                  genres={genres.data}
                  loading={genres.isPending}
                  empty="Select a genre"
                />
              </NativeSelect>
            )}
          </FormField>
        </div>
        <AudioField
          control={form.control}
          name="audio"
          id={id('audio')}
          label="Audio File"
          error={errors.audio?.message}
          disabled={isSubmitting}
        />
        <FormField id={id('description')} label="Description" error={errors.description?.message}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              placeholder="Tell listeners about this song"
              disabled={isSubmitting}
              {...form.register('description')}
            />
          )}
        </FormField>
        <CoverField
          control={form.control}
          name="coverArt"
          id={id('cover')}
          label="Cover Image"
          error={errors.coverArt?.message}
          disabled={isSubmitting}
        />
      </UploadDialog>
    </>
  );
}
