import * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api';
import type { UploadProgress } from '@/lib/upload';
import { MESSAGES } from '@/features/admin/api/messages';
import { serverUploadField } from '@/features/admin/api/upload-admin-media';

export type Send = (options: {
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
