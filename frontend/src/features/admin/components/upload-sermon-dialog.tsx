import * as React from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { CategoryOptions, GenreOptions } from '@/components/catalog-options';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAudioCategories } from '@/features/admin/api/get-audio-categories';
import { useGenres } from '@/features/admin/api/get-genres';
import {
  uploadSermonSchema,
  useUploadAdminMedia,
  type UploadSermonValues,
} from '@/features/admin/api/upload-admin-media';
import { CreatorPicker } from '@/features/admin/components/creator-picker';
import {
  AudioField,
  CoverField,
  Optional,
  UploadDialog,
  useUploadRunner,
} from '@/features/admin/components/upload-dialog';

const empty = (): UploadSermonValues => ({
  artistId: '',
  title: '',
  genre: '',
  description: '',
  coverArt: null,
  audio: null,
  preacher: '',
  theme: '',
  category: '',
  bibleReferences: '',
  preachedAt: '',
});

const FIELDS: ReadonlyArray<Path<UploadSermonValues>> = [
  'artistId',
  'title',
  'genre',
  'description',
  'coverArt',
  'audio',
  'preacher',
  'theme',
  'category',
  'bibleReferences',
  'preachedAt',
];

/** UploadSermonDialog uploads a sermon on a creator's behalf, with its passages and category. */
export function UploadSermonDialog() {
  const [open, setOpen] = React.useState(false);
  const genres = useGenres(open);
  const categories = useAudioCategories('sermon', open);
  const upload = useUploadAdminMedia();
  const form = useForm<UploadSermonValues>({
    resolver: zodResolver(uploadSermonSchema),
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
        type: 'sermon',
        artistId: v.artistId,
        metadata: {
          title: v.title,
          description: v.description,
          genre: v.genre,
          preacher: v.preacher,
          theme: v.theme,
          category: v.category,
          // As typed ("John 3:16-18; Rom 8"): the server parses it.
          bibleReferences: v.bibleReferences,
          preachedAt: v.preachedAt,
        },
        coverArt: v.coverArt as File,
        episodes: [
          { title: v.title, description: '', genre: '', lyrics: '', audio: v.audio as File },
        ],
        ...options,
      }),
    );
    if (done) onOpenChange(false);
  });

  const id = (f: string) => `upload-sermon-${f}`;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Upload Sermon
      </Button>
      <UploadDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Upload Sermon"
        description="Upload a sermon for a creator. It waits for review like any upload."
        onSubmit={onSubmit}
        busy={isSubmitting}
        progress={runner.progress}
        serverError={runner.serverError}
        onCancelUpload={runner.cancel}
        submitLabel="Upload Sermon"
        progressLabel="sermon"
      >
        <Controller
          control={form.control}
          name="artistId"
          render={({ field }) => (
            <CreatorPicker
              idPrefix="upload-sermon"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.artistId?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <FormField id={id('title')} label="Title" error={errors.title?.message}>
          {(aria) => (
            <Input
              {...aria}
              placeholder="Sermon title"
              disabled={isSubmitting}
              {...form.register('title')}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={id('preacher')}
            label={
              <>
                Preacher <Optional />
              </>
            }
            error={errors.preacher?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                placeholder="Who preached it"
                disabled={isSubmitting}
                {...form.register('preacher')}
              />
            )}
          </FormField>
          <FormField
            id={id('series')}
            label={
              <>
                Series <Optional />
              </>
            }
            error={errors.theme?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                placeholder="e.g. Walking in Faith"
                disabled={isSubmitting}
                {...form.register('theme')}
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
          <FormField
            id={id('bible-references')}
            label={
              <>
                Bible references <Optional />
              </>
            }
            error={errors.bibleReferences?.message}
            hint="Separate passages with semicolons"
          >
            {(aria) => (
              <Input
                {...aria}
                placeholder="John 3:16-18; Rom 8"
                disabled={isSubmitting}
                {...form.register('bibleReferences')}
              />
            )}
          </FormField>
          <FormField
            id={id('preached-at')}
            label={
              <>
                Preach date <Optional />
              </>
            }
            error={errors.preachedAt?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                type="date"
                disabled={isSubmitting}
                {...form.register('preachedAt')}
              />
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
              placeholder="What the message is about"
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
