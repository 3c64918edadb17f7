import { type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { AudioField } from '@/components/media-fields/file-fields';
import { Optional } from '@/components/media-fields/optional';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { Genre, MediaType } from '@/types/media';
import type { UploadMediaValues } from '@/features/creator/api/upload-media';
import { GenreOptions } from '@/components/catalog-options';
import { MEDIA_TYPES } from '@/features/creator/utils/media-types';

export interface EpisodeFieldsProps {
  type: MediaType;
  index: number;
  idPrefix: string;
  control: Control<UploadMediaValues>;
  register: UseFormRegister<UploadMediaValues>;
  errors: FieldErrors<UploadMediaValues>['episodes'];
  genres: Genre[] | undefined;
  genresLoading: boolean;
  canRemove: boolean;
  onRemove: () => void;
  disabled: boolean;
}

/** EpisodeFields is one track or episode of the upload form: Title and Audio File, then the optional fields. */
export function EpisodeFields({
  type,
  index,
  idPrefix,
  control,
  register,
  errors,
  genres,
  genresLoading,
  canRemove,
  onRemove,
  disabled,
}: EpisodeFieldsProps) {
  const copy = MEDIA_TYPES[type];
  const label = `${copy.episode} ${index + 1}`;
  const e = errors?.[index];
  const id = (field: string) => `${idPrefix}-episode-${index}-${field}`;
  return (
    <div
      role="group"
      aria-labelledby={id('heading')}
      className="grid gap-4 rounded-lg border bg-background p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-gold-100 text-xs text-gold-900 tabular-nums"
          >
            {index + 1}
          </span>
          <span id={id('heading')}>{label}</span>
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={!canRemove || disabled}
          aria-label={`Remove ${label}`}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={id('title')} label="Title" error={e?.title?.message}>
          {(aria) => (
            <Input
              {...aria}
              placeholder={`${copy.episode} title`}
              disabled={disabled}
              {...register(`episodes.${index}.title`)}
            />
          )}
        </FormField>
        <AudioField
          control={control}
          name={`episodes.${index}.audio`}
          id={id('audio')}
          disabled={disabled}
        />
        <FormField
          id={id('genre')}
          label={
            <>
              Genre <Optional />
            </>
          }
          error={e?.genre?.message}
        >
          {(aria) => (
            <NativeSelect {...aria} disabled={disabled} {...register(`episodes.${index}.genre`)}>
              <GenreOptions
                genres={genres}
                loading={genresLoading}
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
          error={e?.description?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              placeholder="A line about it"
              disabled={disabled}
              {...register(`episodes.${index}.description`)}
            />
          )}
        </FormField>
        <FormField
          id={id('lyrics')}
          className="md:col-span-2"
          label={
            <>
              {type === 'album' ? 'Lyrics' : 'Transcript'} <Optional />
            </>
          }
          error={e?.lyrics?.message}
        >
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              disabled={disabled}
              {...register(`episodes.${index}.lyrics`)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
