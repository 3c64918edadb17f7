import { zodResolver } from '@hookform/resolvers/zod';
import type { Path } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { fieldBinder } from '@/components/media-fields/bind-field';
import { AudioField, CoverField } from '@/components/media-fields/file-fields';
import { Optional } from '@/components/media-fields/optional';
import { CategoryField, GenreField } from '@/components/media-fields/select-fields';
import { DescriptionField, TitleField } from '@/components/media-fields/text-fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAudioCategories } from '@/features/admin/api/get-audio-categories';
import { useGenres } from '@/features/admin/api/get-genres';
import {
  emptyCommonUpload,
  uploadPodcastSchema,
  useUploadAdminMedia,
  type UploadPodcastValues,
} from '@/features/admin/api/upload-admin-media';
import { CreatorField } from '@/features/admin/components/creator-field';
import { UploadDialog } from '@/features/admin/components/upload-dialog';
import { useUploadDialog } from '@/features/admin/components/use-upload-dialog';

const empty = (): UploadPodcastValues => ({
  ...emptyCommonUpload(),
  category: '',
  episodeTitle: '',
  episodeDescription: '',
});

// Not episodeDescription: no server field error maps onto it (see serverUploadField).
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
  const upload = useUploadAdminMedia();
  const { form, open, setOpen, busy, dialog } = useUploadDialog<UploadPodcastValues>({
    resolver: zodResolver(uploadPodcastSchema),
    empty,
    fields: FIELDS,
    send: (v, options) =>
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
  });
  const genres = useGenres(open);
  const categories = useAudioCategories('podcast', open);
  const bind = fieldBinder(form, 'new-podcast', busy);
  const episodeTitle = bind('episodeTitle');
  const episodeDescription = bind('episodeDescription');

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        New Podcast Series
      </Button>
      <UploadDialog
        {...dialog}
        title="New Podcast Series"
        description="Start a series for a host with its first episode. It waits for review like any upload."
        submitLabel="Create Series"
        progressLabel="podcast"
      >
        <CreatorField control={form.control} idPrefix="new-podcast" label="Host" disabled={busy} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TitleField
            {...bind('title')}
            placeholder="Podcast series title"
            className="sm:col-span-2"
          />
          <CategoryField
            {...bind('category')}
            categories={categories.data}
            loading={categories.isPending}
          />
          <GenreField {...bind('genre')} genres={genres.data} loading={genres.isPending} />
        </div>
        <DescriptionField
          {...bind('description')}
          rows={3}
          placeholder="What the series is about"
        />
        <CoverField control={form.control} name="coverArt" id="new-podcast-cover" disabled={busy} />
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">First episode</legend>
          <FormField id={episodeTitle.id} label="Episode title" error={episodeTitle.error}>
            {(aria) => <Input {...aria} disabled={busy} {...episodeTitle.registration} />}
          </FormField>
          <AudioField control={form.control} name="audio" id="new-podcast-audio" disabled={busy} />
          <FormField
            id={episodeDescription.id}
            label={
              <>
                Episode description <Optional />
              </>
            }
            error={episodeDescription.error}
          >
            {(aria) => <Input {...aria} disabled={busy} {...episodeDescription.registration} />}
          </FormField>
        </fieldset>
      </UploadDialog>
    </>
  );
}
