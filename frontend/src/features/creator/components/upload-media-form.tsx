import * as React from 'react';
import { useFieldArray, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FilePen, Plus, UploadCloud } from 'lucide-react';
import { toast } from 'sonner';
import { isApiError, errorMessage } from '@/lib/api';
import { FormError } from '@/components/form-error';
import { fieldBinder } from '@/components/media-fields/bind-field';
import { CoverField } from '@/components/media-fields/file-fields';
import { CategoryField, GenreField } from '@/components/media-fields/select-fields';
import { LanguageField, OwnerEmailField } from '@/components/media-fields/feed-fields';
import { ReleaseTimeField } from '@/components/media-fields/release-field';
import {
  BibleReferencesField,
  DescriptionField,
  PreachDateField,
  PreacherField,
  SeriesField,
  TitleField,
} from '@/components/media-fields/text-fields';
import { Button } from '@/components/ui/button';
import type { MediaType } from '@/types/media';
import { useAudioCategories } from '@/features/creator/api/get-audio-categories';
import { useGenres } from '@/features/creator/api/get-genres';
import { MESSAGES } from '@/features/creator/api/messages';
import {
  emptyEpisode,
  emptyUploadValues,
  FinishedUploads,
  serverFieldPath,
  uploadMediaSchema,
  useUploadMediaResumable,
  type UploadMediaValues,
} from '@/features/creator/api/upload-media';
import { EpisodeFields } from '@/features/creator/components/episode-fields';
import { FeedWarnings } from '@/features/creator/components/feed-warnings';
import { audioWarning, coverWarnings, type FeedWarning } from '@/lib/apple-podcasts';
import { useImageSize } from '@/hooks/use-image-size';
import { FilesUploadPanel, type FileUploadRow } from '@/components/upload-progress';
import { useWarnBeforeUnload } from '@/hooks/use-warn-before-unload';
import { MEDIA_TYPES } from '@/features/creator/utils/media-types';
import type { FileProgress } from '@/lib/resumable-upload';

const EPISODE_FIELD = /^episodes\.(\d+)\.(title|description|genre|lyrics|audio)$/;
const TOP_FIELDS = new Set(Object.keys(emptyUploadValues()));

/** formPathOf is the form field a server error key belongs to, or null when none matches. */
function formPathOf(key: string, episodeCount: number): Path<UploadMediaValues> | null {
  const path = serverFieldPath(key);
  if (TOP_FIELDS.has(path) && path !== 'episodes') return path as Path<UploadMediaValues>;
  const m = EPISODE_FIELD.exec(path);
  if (m && Number(m[1]) < episodeCount) return path as Path<UploadMediaValues>;
  return null;
}

/** PODCAST_COVER_HINT: what Apple Podcasts takes as a show's cover. */
const PODCAST_COVER_HINT =
  'A square JPEG or PNG of 1400 × 1400 to 3000 × 3000 pixels (what Apple Podcasts takes), up to 10 MB';

/**
 * useAppleWarnings: for a podcast, what Apple Podcasts would refuse in the chosen files (the
 * cover's format and natural size, each episode's audio format), before anything is sent.
 */
function useAppleWarnings(
  control: Control<UploadMediaValues>,
  type: MediaType,
  episodeLabel: string,
): FeedWarning[] {
  const cover = useWatch({ control, name: 'coverArt' });
  const episodes = useWatch({ control, name: 'episodes' });
  const podcast = type === 'podcast';
  const size = useImageSize(podcast ? cover : null);
  if (!podcast) return [];
  const out: FeedWarning[] = [];
  // Until its size is read, only the type is judged; a file that is no image has its own error.
  if (cover instanceof File && cover.type.startsWith('image/')) {
    out.push(...coverWarnings(cover.type, size));
  }
  episodes?.forEach((episode, i) => {
    if (!(episode?.audio instanceof File)) return;
    const w = audioWarning(episode.audio, {
      title: episode.title ?? '',
      label: `${episodeLabel} ${i + 1}`,
    });
    if (w) out.push(w);
  });
  return out;
}

export interface UploadMediaFormProps {
  type: MediaType;
  /** idPrefix makes the field ids unique; `${idPrefix}-title` is the first field. */
  idPrefix: string;
}

/**
 * UploadMediaForm is SPEC's upload form for one type: the item (title, genre, description,
 * cover; sermon and podcast fields; an optional release time) and its episodes. It sends the
 * cover and each audio file with tus (resumable, in chunks, with per-file and total progress;
 * Cancel terminates them), then makes the item from the finished uploads in one call, and
 * resets; the server's field errors land on the fields. "Save as draft" does the same but keeps
 * the item for its creator, out of review.
 */
export function UploadMediaForm({ type, idPrefix }: UploadMediaFormProps) {
  const copy = MEDIA_TYPES[type];
  const genres = useGenres();
  const categories = useAudioCategories(type === 'album' ? null : type);
  const upload = useUploadMediaResumable();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [files, setFiles] = React.useState<FileUploadRow[] | null>(null);
  const [finishing, setFinishing] = React.useState(false);
  const [controller, setController] = React.useState<AbortController | null>(null);
  // Which button started the upload in progress: "Save as draft" or the upload itself.
  const [savingDraft, setSavingDraft] = React.useState(false);
  // Uploads that finished in an earlier try (the finish call failed): not sent again.
  const [finished] = React.useState(() => new FinishedUploads());

  const form = useForm<UploadMediaValues>({
    resolver: zodResolver(uploadMediaSchema),
    defaultValues: emptyUploadValues(),
  });
  const { errors, isSubmitting } = form.formState;
  const episodes = useFieldArray({ control: form.control, name: 'episodes' });
  useWarnBeforeUnload(isSubmitting);
  const appleWarnings = useAppleWarnings(form.control, type, copy.episode);

  const send = (draft: boolean) => async (values: UploadMediaValues) => {
    setServerError(null);
    setFinishing(false);
    setSavingDraft(draft);
    const labels = ['Cover', ...values.episodes.map((_, i) => `${copy.episode} ${i + 1}`)];
    const rows = (progress: FileProgress[]) =>
      progress.map((p, i) => ({ ...p, label: labels[i] ?? '' }));
    setFiles(
      rows(
        [values.coverArt, ...values.episodes.map((e) => e.audio)].map((f) => ({
          name: f?.name ?? '',
          size: f?.size ?? 0,
          sent: 0,
          state: 'waiting',
        })),
      ),
    );
    const abort = new AbortController();
    setController(abort);
    try {
      const result = await upload.mutateAsync({
        type,
        values,
        draft,
        finished,
        signal: abort.signal,
        onFiles: (progress) => setFiles(rows(progress)),
        onFinishing: () => setFinishing(true),
      });
      toast.success(result.message);
      // The next upload is most likely in the same language.
      form.reset(emptyUploadValues(values.language));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        // Every upload was terminated on the server.
        finished.clear();
        toast.info('Upload cancelled');
        return;
      }
      let message: string = MESSAGES.uploadThrew;
      if (isApiError(error)) {
        message = errorMessage(error, MESSAGES.uploadFailed);
        for (const [key, text] of Object.entries(error.fieldErrors)) {
          const path = formPathOf(key, values.episodes.length);
          if (path) form.setError(path, { type: 'server', message: text });
        }
      }
      setServerError(message);
      toast.error(message);
    } finally {
      setController(null);
      setFiles(null);
      setFinishing(false);
    }
  };
  const onSubmit = form.handleSubmit(send(false));
  const onSaveDraft = form.handleSubmit(send(true));

  const id = (field: string) => `${idPrefix}-${field}`;
  const busy = isSubmitting;
  const bind = fieldBinder(form, idPrefix, busy);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label={copy.uploadHeading}>
      <div className="grid gap-5 md:grid-cols-2">
        <TitleField
          {...bind('title')}
          placeholder={
            type === 'album'
              ? 'Album or single title'
              : type === 'podcast'
                ? 'Podcast series title'
                : 'Sermon title'
          }
        />
        <GenreField {...bind('genre')} genres={genres.data} loading={genres.isPending} />
        <DescriptionField
          {...bind('description')}
          rows={4}
          placeholder={`Tell listeners about this ${copy.noun}`}
          className="md:col-span-2"
        />
        <CoverField
          control={form.control}
          name="coverArt"
          id={id('cover')}
          className="md:col-span-2"
          disabled={busy}
          hint={type === 'podcast' ? PODCAST_COVER_HINT : undefined}
        />

        {type === 'sermon' ? (
          <>
            <PreacherField {...bind('preacher')} placeholder="Who preached it" />
            <SeriesField {...bind('theme')} placeholder="e.g. Walking in Faith" />
            <BibleReferencesField {...bind('bibleReferences')} />
            <PreachDateField {...bind('preachedAt')} />
          </>
        ) : null}
        {type !== 'album' ? (
          <CategoryField
            {...bind('category')}
            categories={categories.data}
            loading={categories.isPending}
          />
        ) : null}
        {type === 'podcast' ? (
          <>
            <LanguageField {...bind('language')} />
            {/* Its own row: its hint is long, and half a row would leave a hole beside it. */}
            <OwnerEmailField {...bind('ownerEmail')} className="md:col-span-2" />
          </>
        ) : null}
        <ReleaseTimeField {...bind('publishAt')} className="md:col-span-2" />
      </div>

      <section aria-labelledby={id('episodes-heading')} className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h3 id={id('episodes-heading')} className="text-base font-semibold">
              {copy.episodes}
            </h3>
            <p className="text-sm text-muted-foreground">
              Each {copy.episode.toLowerCase()} needs a title and an audio file.
            </p>
          </div>
        </div>
        {episodes.fields.map((field, index) => (
          <EpisodeFields
            key={field.id}
            type={type}
            index={index}
            idPrefix={idPrefix}
            control={form.control}
            register={form.register}
            errors={errors.episodes}
            genres={genres.data}
            genresLoading={genres.isPending}
            canRemove={episodes.fields.length > 1}
            onRemove={() => episodes.remove(index)}
            disabled={busy}
          />
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-full border-dashed sm:w-fit"
          onClick={() => episodes.append(emptyEpisode(), { shouldFocus: true })}
          disabled={busy}
        >
          <Plus aria-hidden="true" />
          Add {copy.episode}
        </Button>
      </section>

      <div className="grid gap-4 border-t pt-6">
        <FeedWarnings warnings={appleWarnings} />
        <FormError message={serverError} />
        {files ? (
          <FilesUploadPanel
            files={files}
            label={copy.typeLabel.toLowerCase()}
            finishing={finishing}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {busy ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => controller?.abort()}
              // Once every file is in, the server is making the item: too late to cancel.
              disabled={finishing || !controller}
            >
              Cancel
            </Button>
          ) : null}
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={busy}
            onClick={() => void onSaveDraft()}
          >
            <FilePen aria-hidden="true" />
            {busy && savingDraft ? 'Saving draft...' : 'Save as draft'}
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            <UploadCloud aria-hidden="true" />
            {busy && !savingDraft ? 'Uploading...' : copy.uploadAction}
          </Button>
        </div>
      </div>
    </form>
  );
}
