import * as React from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api';
import { FormError } from '@/components/form-error';
import { fieldBinder } from '@/components/media-fields/bind-field';
import { CoverField } from '@/components/media-fields/file-fields';
import { Optional } from '@/components/media-fields/optional';
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
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import type { Media } from '@/types/media';
import { useAudioCategories } from '@/features/creator/api/get-audio-categories';
import { useGenres } from '@/features/creator/api/get-genres';
import { MESSAGES } from '@/features/creator/api/messages';
import {
  buildUpdateBody,
  updateMediaSchemaFor,
  updateValuesFrom,
  useUpdateMedia,
  type UpdateMediaField,
  type UpdateMediaValues,
} from '@/features/creator/api/update-media';
import { mediaTypeCopy } from '@/features/creator/utils/media-types';
import { FeedWarnings } from '@/features/creator/components/feed-warnings';
import { coverWarnings } from '@/lib/apple-podcasts';
import { useImageSize } from '@/hooks/use-image-size';

/**
 * goesBackToReview: an edit of an Approved, Scheduled (approved, not yet released) or rejected
 * item goes to review: an Approved one's as a revision while the published version stays live,
 * the others' by putting the item back to pending.
 */
export function goesBackToReview(status: string): boolean {
  return status === 'active' || status === 'scheduled' || status === 'rejected';
}

/** NOT_REVIEWED: feed details and the release time, which no admin reviews. */
const NOT_REVIEWED = new Set<UpdateMediaField>(['language', 'ownerEmail', 'publishAt']);

/** EditMediaDialog edits an item's details (PATCH /api/media/{id}), sending only what changed. */
export function EditMediaDialog({ media }: { media: Media }) {
  const copy = mediaTypeCopy(media.type);
  const [open, setOpen] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const genres = useGenres();
  const categories = useAudioCategories(media.type === 'album' ? null : media.type);
  const update = useUpdateMedia();
  const schema = React.useMemo(() => updateMediaSchemaFor(media.publishAt), [media.publishAt]);
  const form = useForm<UpdateMediaValues>({
    resolver: zodResolver(schema),
    values: updateValuesFrom(media),
    resetOptions: { keepDirtyValues: true },
  });
  const { isSubmitting, dirtyFields, isDirty } = form.formState;
  // The language and owner email are feed details, and the release time is when, not what:
  // changing only them keeps an item approved (hooks/media.go contentFields).
  const contentChanged =
    !isDirty || Object.keys(dirtyFields).some((f) => !NOT_REVIEWED.has(f as UpdateMediaField));
  // Once live, an item keeps no release time to set (the server refuses one).
  const released = media.adminStatus === 'active';
  const review = goesBackToReview(media.adminStatus) && contentChanged;
  // A new cover of a podcast: what Apple Podcasts would refuse in it, before it is sent.
  const newCover = useWatch({ control: form.control, name: 'coverArt' });
  const podcast = media.type === 'podcast';
  const coverSize = useImageSize(podcast ? newCover : null);
  const appleWarnings =
    podcast && newCover instanceof File && newCover.type.startsWith('image/')
      ? coverWarnings(newCover.type, coverSize)
      : [];

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      form.reset(updateValuesFrom(media));
      setServerError(null);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const changed = Object.keys(dirtyFields) as UpdateMediaField[];
    const body = buildUpdateBody(values, changed);
    if (!body) {
      setOpen(false);
      return;
    }
    try {
      const result = await update.mutateAsync({ id: media._id, body });
      toast.success(
        result.message ||
          (!review ? MESSAGES.saved : released ? MESSAGES.revisionSent : MESSAGES.savedForReview),
      );
      setOpen(false);
    } catch (error) {
      if (isApiError(error)) {
        for (const [key, text] of Object.entries(error.fieldErrors)) {
          if (key in values)
            form.setError(key as Path<UpdateMediaValues>, { type: 'server', message: text });
        }
        // Released meanwhile: the release time's field is gone, so its reason goes in the box.
        const release = error.fieldErrors.publishAt;
        if (release && released) {
          setServerError(release);
          return;
        }
      }
      setServerError(errorMessage(error, MESSAGES.saveFailed));
    }
  });

  const bind = fieldBinder(form, 'edit-media', isSubmitting);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <BusyDialogContent className="sm:max-w-2xl" busy={isSubmitting}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <DialogHeader className="text-left">
            <DialogTitle>Edit {copy.typeLabel.toLowerCase()}</DialogTitle>
            <DialogDescription>Change the details listeners see.</DialogDescription>
          </DialogHeader>
          {review ? (
            <Alert className="border-amber-200 bg-amber-50 text-amber-900 [&>svg]:text-amber-600">
              <AlertTriangle aria-hidden="true" />
              <AlertDescription>
                {media.adminStatus === 'active'
                  ? `This ${copy.noun} is live. Saving sends your changes for review; listeners keep the published version until an admin approves them.`
                  : media.adminStatus === 'scheduled'
                    ? `This ${copy.noun} is approved and scheduled. Saving changes sends it back to review.`
                    : `Saving changes sends this ${copy.noun} back to review.`}
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <TitleField {...bind('title')} />
            <GenreField {...bind('genre')} genres={genres.data} loading={genres.isPending} />
            <DescriptionField {...bind('description')} rows={4} className="sm:col-span-2" />
            <CoverField
              control={form.control}
              name="coverArt"
              id="edit-media-cover"
              label={
                <>
                  New cover image <Optional />
                </>
              }
              className="sm:col-span-2"
              disabled={isSubmitting}
              currentCover={media.thumbnail || media.coverArt || null}
              prompt="Choose a new cover image"
              hint="JPEG, PNG or WebP, up to 10 MB. Leave empty to keep the current one."
            />
            {media.type === 'sermon' ? (
              <>
                <PreacherField {...bind('preacher')} />
                <SeriesField {...bind('theme')} />
                <BibleReferencesField {...bind('bibleReferences')} />
                <PreachDateField {...bind('preachedAt')} />
              </>
            ) : null}
            {media.type !== 'album' ? (
              <CategoryField
                {...bind('category')}
                categories={categories.data}
                loading={categories.isPending}
              />
            ) : null}
            {podcast ? (
              <>
                <LanguageField {...bind('language')} current={media.language} />
                <OwnerEmailField {...bind('ownerEmail')} />
              </>
            ) : null}
            {released ? null : (
              <ReleaseTimeField
                {...bind('publishAt')}
                scheduled={media.adminStatus === 'scheduled'}
                className="sm:col-span-2"
              />
            )}
          </div>
          <FeedWarnings warnings={appleWarnings} title="Apple Podcasts will not take this cover" />
          <FormError message={serverError} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={isSubmitting}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? 'Saving...' : review ? 'Save and send for review' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </BusyDialogContent>
    </Dialog>
  );
}
