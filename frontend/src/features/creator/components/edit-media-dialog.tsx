import * as React from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ImageIcon, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
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
import { useAudioCategories } from '@/features/creator/api/get-audio-categories';
import { useGenres } from '@/features/creator/api/get-genres';
import { MESSAGES } from '@/features/creator/api/messages';
import {
  buildUpdateBody,
  updateMediaSchema,
  updateValuesFrom,
  useUpdateMedia,
  type UpdateMediaField,
  type UpdateMediaValues,
} from '@/features/creator/api/update-media';
import { IMAGE_ACCEPT } from '@/lib/media-files';
import { CategoryOptions, GenreOptions } from '@/components/catalog-options';
import { useObjectUrl } from '@/hooks/use-object-url';
import { mediaTypeCopy } from '@/features/creator/utils/media-types';

/** goesBackToReview: an edit of an Approved or rejected item puts it back to pending. */
export function goesBackToReview(status: string): boolean {
  return status === 'active' || status === 'rejected';
}

/** EditMediaDialog edits an item's details (PATCH /api/media/{id}), sending only what changed. */
export function EditMediaDialog({ media }: { media: Media }) {
  const copy = mediaTypeCopy(media.type);
  const [open, setOpen] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const genres = useGenres();
  const categories = useAudioCategories(media.type === 'album' ? null : media.type);
  const update = useUpdateMedia();
  const form = useForm<UpdateMediaValues>({
    resolver: zodResolver(updateMediaSchema),
    values: updateValuesFrom(media),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, dirtyFields, isDirty } = form.formState;
  const cover = useWatch({ control: form.control, name: 'coverArt' });
  const preview = useObjectUrl(cover);
  const review = goesBackToReview(media.adminStatus);

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
      toast.success(result.message || (review ? MESSAGES.savedForReview : MESSAGES.saved));
      setOpen(false);
    } catch (error) {
      if (isApiError(error)) {
        for (const [key, text] of Object.entries(error.fieldErrors)) {
          if (key in values)
            form.setError(key as Path<UpdateMediaValues>, { type: 'server', message: text });
        }
      }
      setServerError(errorMessage(error, MESSAGES.saveFailed));
    }
  });

  const id = (f: string) => `edit-media-${f}`;
  const optional = <span className="font-normal text-muted-foreground">(optional)</span>;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent
        className="sm:max-w-2xl"
        showCloseButton={!isSubmitting}
        onEscapeKeyDown={(e) => isSubmitting && e.preventDefault()}
        onInteractOutside={(e) => isSubmitting && e.preventDefault()}
      >
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
                  ? `This ${copy.noun} is approved. Saving changes sends it back to review, and listeners will not hear it until an admin approves it again.`
                  : `Saving changes sends this ${copy.noun} back to review.`}
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={id('title')} label="Title" error={errors.title?.message}>
              {(aria) => <Input {...aria} disabled={isSubmitting} {...form.register('title')} />}
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
              id={id('description')}
              label="Description"
              error={errors.description?.message}
              className="sm:col-span-2"
            >
              {(aria) => (
                <Textarea
                  {...aria}
                  rows={4}
                  disabled={isSubmitting}
                  {...form.register('description')}
                />
              )}
            </FormField>
            <Controller
              control={form.control}
              name="coverArt"
              render={({ field }) => (
                <FormField
                  id={id('cover')}
                  label={<>New cover image {optional}</>}
                  error={errors.coverArt?.message}
                  className="sm:col-span-2"
                >
                  {(aria) => (
                    <FileInput
                      {...aria}
                      name={field.name}
                      inputRef={field.ref}
                      accept={IMAGE_ACCEPT}
                      file={field.value}
                      onFileChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={isSubmitting}
                      icon={ImageIcon}
                      preview={preview ?? (media.thumbnail || media.coverArt || null)}
                      prompt="Choose a new cover image"
                      hint="JPEG, PNG or WebP, up to 10 MB. Leave empty to keep the current one."
                    />
                  )}
                </FormField>
              )}
            />
            {media.type === 'sermon' ? (
              <>
                <FormField
                  id={id('preacher')}
                  label={<>Preacher {optional}</>}
                  error={errors.preacher?.message}
                >
                  {(aria) => (
                    <Input {...aria} disabled={isSubmitting} {...form.register('preacher')} />
                  )}
                </FormField>
                <FormField
                  id={id('theme')}
                  label={<>Series {optional}</>}
                  error={errors.theme?.message}
                >
                  {(aria) => (
                    <Input {...aria} disabled={isSubmitting} {...form.register('theme')} />
                  )}
                </FormField>
                <FormField
                  id={id('bible-references')}
                  label={<>Bible references {optional}</>}
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
                  label={<>Preach date {optional}</>}
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
              </>
            ) : null}
            {media.type !== 'album' ? (
              <FormField
                id={id('category')}
                label={<>Category {optional}</>}
                error={errors.category?.message}
              >
                {(aria) => (
                  <NativeSelect {...aria} disabled={isSubmitting} {...form.register('category')}>
                    <CategoryOptions categories={categories.data} loading={categories.isPending} />
                  </NativeSelect>
                )}
              </FormField>
            ) : null}
          </div>
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
      </DialogContent>
    </Dialog>
  );
}
