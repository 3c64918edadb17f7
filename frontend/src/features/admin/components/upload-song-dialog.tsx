import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { fieldBinder } from '@/components/media-fields/bind-field';
import { AudioField, CoverField } from '@/components/media-fields/file-fields';
import { GenreField } from '@/components/media-fields/select-fields';
import { DescriptionField, TitleField } from '@/components/media-fields/text-fields';
import { Button } from '@/components/ui/button';
import { useGenres } from '@/features/admin/api/get-genres';
import {
  emptyCommonUpload,
  uploadSongSchema,
  useUploadAdminMedia,
  type UploadSongValues,
} from '@/features/admin/api/upload-admin-media';
import { CreatorField } from '@/features/admin/components/creator-field';
import { UploadDialog } from '@/features/admin/components/upload-dialog';
import { useUploadDialog } from '@/features/admin/components/use-upload-dialog';

const empty = (): UploadSongValues => emptyCommonUpload();

/**
 * UploadSongDialog uploads a song on a creator's behalf: an album of one track (title, artist,
 * audio, genre, description, cover), with progress. It starts pending like any upload.
 */
export function UploadSongDialog() {
  const upload = useUploadAdminMedia();
  const { form, open, setOpen, busy, dialog } = useUploadDialog<UploadSongValues>({
    resolver: zodResolver(uploadSongSchema),
    empty,
    send: (v, options) =>
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
  });
  const genres = useGenres(open);
  const bind = fieldBinder(form, 'upload-song', busy);

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Upload New Song
      </Button>
      <UploadDialog
        {...dialog}
        title="Upload New Song"
        description="Upload a song for a creator. It is added to their songs as a single and waits for review like any upload."
        submitLabel="Upload Song"
        progressLabel="song"
      >
        <CreatorField control={form.control} idPrefix="upload-song" disabled={busy} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TitleField {...bind('title')} placeholder="Song title" />
          <GenreField {...bind('genre')} genres={genres.data} loading={genres.isPending} />
        </div>
        <AudioField control={form.control} name="audio" id="upload-song-audio" disabled={busy} />
        <DescriptionField
          {...bind('description')}
          rows={3}
          placeholder="Tell listeners about this song"
        />
        <CoverField control={form.control} name="coverArt" id="upload-song-cover" disabled={busy} />
      </UploadDialog>
    </>
  );
}
