import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { fieldBinder } from '@/components/media-fields/bind-field';
import { AudioField, CoverField } from '@/components/media-fields/file-fields';
import { CategoryField, GenreField } from '@/components/media-fields/select-fields';
import {
  BibleReferencesField,
  DescriptionField,
  PreachDateField,
  PreacherField,
  SeriesField,
  TitleField,
} from '@/components/media-fields/text-fields';
import { Button } from '@/components/ui/button';
import { useAudioCategories } from '@/features/admin/api/get-audio-categories';
import { useGenres } from '@/features/admin/api/get-genres';
import {
  emptyCommonUpload,
  uploadSermonSchema,
  useUploadAdminMedia,
  type UploadSermonValues,
} from '@/features/admin/api/upload-admin-media';
import { CreatorField } from '@/features/admin/components/creator-field';
import { UploadDialog } from '@/features/admin/components/upload-dialog';
import { useUploadDialog } from '@/features/admin/components/use-upload-dialog';

const empty = (): UploadSermonValues => ({
  ...emptyCommonUpload(),
  preacher: '',
  theme: '',
  category: '',
  bibleReferences: '',
  preachedAt: '',
});

/** UploadSermonDialog uploads a sermon on a creator's behalf, with its passages and category. */
export function UploadSermonDialog() {
  const upload = useUploadAdminMedia();
  const { form, open, setOpen, busy, dialog } = useUploadDialog<UploadSermonValues>({
    resolver: zodResolver(uploadSermonSchema),
    empty,
    send: (v, options) =>
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
  });
  const genres = useGenres(open);
  const categories = useAudioCategories('sermon', open);
  const bind = fieldBinder(form, 'upload-sermon', busy);

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Upload Sermon
      </Button>
      <UploadDialog
        {...dialog}
        title="Upload Sermon"
        description="Upload a sermon for a creator. It waits for review like any upload."
        submitLabel="Upload Sermon"
        progressLabel="sermon"
      >
        <CreatorField control={form.control} idPrefix="upload-sermon" disabled={busy} />
        <TitleField {...bind('title')} placeholder="Sermon title" />
        <div className="grid gap-5 sm:grid-cols-2">
          <PreacherField {...bind('preacher')} placeholder="Who preached it" />
          <SeriesField {...bind('theme', 'series')} placeholder="e.g. Walking in Faith" />
          <GenreField {...bind('genre')} genres={genres.data} loading={genres.isPending} />
          <CategoryField
            {...bind('category')}
            categories={categories.data}
            loading={categories.isPending}
          />
          <BibleReferencesField {...bind('bibleReferences')} />
          <PreachDateField {...bind('preachedAt')} />
        </div>
        <AudioField control={form.control} name="audio" id="upload-sermon-audio" disabled={busy} />
        <DescriptionField
          {...bind('description')}
          rows={3}
          placeholder="What the message is about"
        />
        <CoverField
          control={form.control}
          name="coverArt"
          id="upload-sermon-cover"
          disabled={busy}
        />
      </UploadDialog>
    </>
  );
}
