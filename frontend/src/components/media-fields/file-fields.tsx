import type * as React from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FileAudio, ImageIcon } from 'lucide-react';
import { FileInput } from '@/components/file-input';
import { FormField } from '@/components/form-field';
import { useFileSrc } from '@/hooks/use-file-src';
import { useObjectUrl } from '@/hooks/use-object-url';
import { AUDIO_ACCEPT, IMAGE_ACCEPT } from '@/lib/media-files';

// The field's error is the form's own (fieldState), so callers need not pass it.
export interface FileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  /** label: "Cover Image" / "Audio File" unless told. */
  label?: React.ReactNode;
  disabled?: boolean;
  className?: string;
}

const COVER_PROMPT = 'Choose a cover image';
const COVER_HINT = 'JPEG, PNG or WebP, square works best, up to 10 MB';

/**
 * CoverField is a cover image picker showing the chosen file; until one is chosen it shows
 * `currentCover` (an edit keeps the item's cover when left empty).
 */
export function CoverField<T extends FieldValues>({
  control,
  name,
  prompt = COVER_PROMPT,
  hint = COVER_HINT,
  currentCover = null,
  label = 'Cover Image',
  ...props
}: FileFieldProps<T> & { prompt?: string; hint?: string; currentCover?: string | null }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CoverInput
          {...props}
          label={label}
          error={fieldState.error?.message}
          prompt={prompt}
          hint={hint}
          currentCover={currentCover}
          name={field.name}
          inputRef={field.ref}
          file={field.value as File | null}
          onFileChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

// CoverInput is its own component because the preview URL is a hook on the chosen file.
function CoverInput({
  id,
  label,
  error,
  className,
  currentCover,
  ...input
}: Omit<FileFieldProps<FieldValues>, 'control' | 'name'> & {
  error: string | undefined;
  name: string;
  prompt: string;
  hint: string;
  currentCover: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
}) {
  const preview = useObjectUrl(input.file);
  // The item's cover may be one only its creator may see: a file token after a failed load.
  const current = useFileSrc(currentCover);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(aria) => (
        <FileInput
          {...aria}
          {...input}
          accept={IMAGE_ACCEPT}
          icon={ImageIcon}
          preview={preview ?? current.src}
          onPreviewError={preview ? undefined : current.onError}
        />
      )}
    </FormField>
  );
}

/** AudioField is a required audio file picker. */
export function AudioField<T extends FieldValues>({
  control,
  name,
  id,
  label = 'Audio File',
  disabled,
  className,
}: FileFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} className={className}>
          {(aria) => (
            <FileInput
              {...aria}
              name={field.name}
              inputRef={field.ref}
              accept={AUDIO_ACCEPT}
              file={field.value as File | null}
              onFileChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              icon={FileAudio}
              prompt="Choose an audio file"
              hint="MP3, M4A, AAC, OGG, WAV or FLAC"
            />
          )}
        </FormField>
      )}
    />
  );
}
