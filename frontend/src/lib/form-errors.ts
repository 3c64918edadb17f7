import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api';

/**
 * applyServerErrors puts the server's field errors (failure envelope `data.{field}.message`)
 * on the matching form fields and returns the sentence for the red box.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback?: string,
): string {
  if (isApiError(error)) {
    for (const field of fields) {
      const message = error.fieldErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
  }
  return errorMessage(error, fallback);
}
