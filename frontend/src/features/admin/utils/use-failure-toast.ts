import * as React from 'react';
import { toast } from 'sonner';
import { failureMessage } from '@/features/admin/api/messages';

/**
 * useFailureToast toasts a query's failure once per failure (SPEC §8: the server's message
 * when it sent one, else `failed`; `threw` when no answer came) and returns the sentence.
 */
export function useFailureToast(error: unknown, failed: string, threw: string): string | null {
  const message = error ? failureMessage(error, failed, threw) : null;
  const shown = React.useRef<unknown>(null);
  React.useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(failureMessage(error, failed, threw));
  }, [error, failed, threw]);
  return message;
}
