import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/features/admin/api/messages';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

export interface ReasonDialogProps {
  /** id: the reason field's id (unique on the page). */
  id: string;
  /** trigger: the button that opens the dialog. */
  trigger: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  /** label: the reason field's label ("Reason", "Note to the creator (optional)"). */
  label: string;
  placeholder?: string;
  hint?: string;
  /** schema: whether the reason is required, and its message when missing. */
  schema: ReasonSchema;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: 'destructive' | 'default';
  /** action: the call; its answer's message is the success toast. */
  action: (reason: string) => Promise<{ message: string }>;
  /** failed: the toast when the server gives no message. */
  failed: string;
  threw: string;
}

/**
 * ReasonDialog asks before a moderation decision (a takedown, a dismissal, an appeal's verdict)
 * and takes its reason: a field error from the server stays in the dialog; any other failure,
 * like the success, is a toast with the server's message and the dialog closes.
 */
export function ReasonDialog({
  id,
  trigger,
  title,
  description,
  label,
  placeholder,
  hint,
  schema,
  confirmLabel,
  pendingLabel,
  confirmVariant,
  action,
  failed,
  threw,
}: ReasonDialogProps) {
  const [open, setOpen] = React.useState(false);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ reason: '' });
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      const result = await action(reason.trim());
      toast.success(result.message);
      setOpen(false);
    } catch (error) {
      const fieldError = isApiError(error) ? error.fieldErrors.reason : undefined;
      if (fieldError) {
        form.setError('reason', { type: 'server', message: fieldError });
        return;
      }
      toast.error(failureMessage(error, failed, threw));
      setOpen(false);
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      keepLabel="Cancel"
      confirmLabel={confirmLabel}
      confirmVariant={confirmVariant}
      pending={isSubmitting}
      pendingLabel={pendingLabel}
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField id={id} label={label} error={errors.reason?.message} hint={hint}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={4}
            placeholder={placeholder}
            disabled={isSubmitting}
            {...form.register('reason')}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
