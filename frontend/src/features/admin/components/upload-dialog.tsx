import * as React from 'react';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { FileAudio, ImageIcon } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api';
import { AUDIO_ACCEPT, IMAGE_ACCEPT } from '@/lib/media-files';
import type { UploadProgress } from '@/lib/upload';
import { useObjectUrl } from '@/hooks/use-object-url';
import { useWarnBeforeUnload } from '@/hooks/use-warn-before-unload';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { UploadProgressPanel } from '@/components/upload-progress';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { MESSAGES } from '@/features/admin/api/messages';
import { serverUploadField } from '@/features/admin/api/upload-admin-media';

type Send = (options: {
  onProgress: (p: UploadProgress) => void;
  signal: AbortSignal;
}) => Promise<{ message: string }>;

/**
 * useUploadRunner runs one upload of a dialog: progress, cancel, the success toast, and on
 * failure the server's field errors on the fields and its sentence in the red box.
 */
export function useUploadRunner<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: ReadonlyArray<Path<T>>,
  failed: string = MESSAGES.uploadFailed,
) {
  const [progress, setProgress] = React.useState<number | null>(null);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const controller = React.useRef<AbortController | null>(null);

  const run = async (send: Send): Promise<boolean> => {
    setServerError(null);
    setProgress(0);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const result = await send({
        onProgress: (p) => setProgress(p.percent),
        signal: abort.signal,
      });
      toast.success(result.message);
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        toast.info('Upload cancelled');
        return false;
      }
      let message: string = MESSAGES.uploadThrew;
      if (isApiError(error)) {
        message = errorMessage(error, failed);
        for (const [key, text] of Object.entries(error.fieldErrors)) {
          const field = serverUploadField(key);
          if ((fields as readonly string[]).includes(field)) {
            form.setError(field as Path<T>, { type: 'server', message: text });
          }
        }
      }
      setServerError(message);
      toast.error(message);
      return false;
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return {
    run,
    progress,
    serverError,
    cancel: () => controller.current?.abort(),
    clearError: () => setServerError(null),
  };
}

export interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  progress: number | null;
  serverError: string | null;
  onCancelUpload: () => void;
  submitLabel: string;
  /** progressLabel: what is uploading ("song"). */
  progressLabel: string;
  children: React.ReactNode;
}

/** UploadDialog is the frame of the admin upload dialogs: fields, progress, error and actions. */
export function UploadDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  busy,
  progress,
  serverError,
  onCancelUpload,
  submitLabel,
  progressLabel,
  children,
}: UploadDialogProps) {
  useWarnBeforeUnload(busy);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-2xl"
        showCloseButton={!busy}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onInteractOutside={(e) => busy && e.preventDefault()}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <DialogHeader className="text-left">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <FormError message={serverError} />
          {progress !== null ? (
            <UploadProgressPanel percent={progress} label={progressLabel} />
          ) : null}
          <DialogFooter>
            {busy ? (
              <Button type="button" variant="outline" onClick={onCancelUpload}>
                Cancel upload
              </Button>
            ) : (
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploading...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export interface FileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** CoverField is a required cover image picker with its preview. */
export function CoverField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
  disabled,
  className,
}: FileFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CoverInput
          id={id}
          label={label}
          error={error}
          disabled={disabled}
          className={className}
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

function CoverInput({
  file,
  onFileChange,
  onBlur,
  inputRef,
  name,
  id,
  label,
  error,
  disabled,
  className,
}: {
  file: File | null;
  onFileChange: (file: File | null) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  name: string;
  id: string;
  label: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}) {
  const preview = useObjectUrl(file);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(aria) => (
        <FileInput
          {...aria}
          name={name}
          inputRef={inputRef}
          accept={IMAGE_ACCEPT}
          file={file}
          onFileChange={onFileChange}
          onBlur={onBlur}
          disabled={disabled}
          icon={ImageIcon}
          preview={preview}
          prompt="Choose a cover image"
          hint="JPEG, PNG or WebP, square works best, up to 10 MB"
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
  label,
  error,
  disabled,
  className,
}: FileFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error} className={className}>
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

/** Optional is the grey "(optional)" after a label. */
export function Optional() {
  return <span className="font-normal text-muted-foreground">(optional)</span>;
}
