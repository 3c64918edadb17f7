import * as React from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { CategoryOptions, GenreOptions } from '@/components/catalog-options';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAudioCategories } from '@/features/admin/api/get-audio-categories';
import { useGenres } from '@/features/admin/api/get-genres';
import {
  uploadPodcastSchema,
  useUploadAdminMedia,
  type UploadPodcastValues,
} from '@/features/admin/api/upload-admin-media';
import { CreatorPicker } from '@/features/admin/components/creator-picker';
import {
  AudioField,
  CoverField,
  Optional,
  UploadDialog,
  useUploadRunner,
} from '@/features/admin/components/upload-dialog';

const empty = (): UploadPodcastValues => ({
  artistId: '',
  title: '',
  genre: '',
  description: '',
  coverArt: null,
  audio: null,
  category: '',
  episodeTitle: '',
  episodeDescription: '',
});

const FIELDS: ReadonlyArray<Path<UploadPodcastValues>> = [
  'artistId',
  'title',
  'genre',
  'description',
  'coverArt',
  'audio',
  'category',
  'episodeTitle',
];

/**
 * NewPodcastDialog starts a podcast series for a creator: the series (host, title, category,
 * genre, description, cover) and its first episode, which the server requires.
 */
export function NewPodcastDialog() {
  const [open, setOpen] = React.useState(false);
  const genres = useGenres(open);
  const categories = useAudioCategories('podcast', open);
  const upload = useUploadAdminMedia();
  const form = useForm<UploadPodcastValues>({
    resolver: zodResolver(uploadPodcastSchema),
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
        type: 'podcast',
        artistId: v.artistId,
        metadata: {
          title: v.title,
          description: v.description,
          genre: v.genre,
          category: v.category,
        },
        coverArt: v.coverArt as File,
        episodes: [
          {
            title: v.episodeTitle,
            description: v.episodeDescription,
            genre: '',
            lyrics: '',
            audio: v.audio as File,
          },
        ],
        ...options,
      }),
    );
    if (done) onOpenChange(false);
  });

  const id = (f: string) => `new-podcast-${f}`;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        New Podcast Series
      </Button>
      <UploadDialog
        open={open}
        onOpenChange={onOpenChange}
        title="New Podcast Series"
        description="Start a series for a host with its first episode. It waits for review like any upload."
        onSubmit={onSubmit}
        busy={isSubmitting}
        progress={runner.progress}
        serverError={runner.serverError}
        onCancelUpload={runner.cancel}
        submitLabel="Create Series"
        progressLabel="podcast"
      >
        <Controller
          control={form.control}
          name="artistId"
          render={({ field }) => (
            <CreatorPicker
              idPrefix="new-podcast"
              label="Host"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.artistId?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={id('title')}
            label="Title"
            error={errors.title?.message}
            className="sm:col-span-2"
          >
            {(aria) => (
              <Input
                {...aria}
                placeholder="Podcast series title"
                disabled={isSubmitting}
                {...form.register('title')}
              />
            )}
          </FormField>
          <FormField
            id={id('category')}
            label={
              <>
                Category <Optional />
              </>
            }
            error={errors.category?.message}
          >
            {(aria) => (
              <NativeSelect {...aria} disabled={isSubmitting} {...form.register('category')}>
                <CategoryOptions categories={categories.data} loading={categories.isPending} />
              </NativeSelect>
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
        <FormField id={id('description')} label="Description" error={errors.description?.message}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              placeholder="What the series is about"
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
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">First episode</legend>
          <FormField
            id={id('episode-title')}
            label="Episode title"
            error={errors.episodeTitle?.message}
          >
            {(aria) => (
              <Input {...aria} disabled={isSubmitting} {...form.register('episodeTitle')} />
            )}
          </FormField>
          <AudioField
            control={form.control}
            name="audio"
            id={id('audio')}
            label="Audio File"
            error={errors.audio?.message}
            disabled={isSubmitting}
          />
          <FormField
            id={id('episode-description')}
            label={
              <>
                Episode description <Optional />
              </>
            }
            error={errors.episodeDescription?.message}
          >
            {(aria) => (
              <Input {...aria} disabled={isSubmitting} {...form.register('episodeDescription')} />
            )}
          </FormField>
        </fieldset>
      </UploadDialog>
    </>
  );
}
