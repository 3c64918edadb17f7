import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { reasonSchema, type ReasonValues } from '@/features/admin/api/change-media-status';
import { adminStatusLabel, statusVerb } from '@/features/admin/utils/media-status';

export interface StatusReasonDialogProps {
  /**
   * target: the item and the status chosen for it; the dialog is open while it is set.
   * `revision`: the decision rejects the item's pending changes, not the item.
   */
  target: { title: string; status: string; revision?: boolean } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** StatusReasonDialog asks why an item is rejected or suspended; the creator sees the reason. */
export function StatusReasonDialog({ target, busy, onCancel, onConfirm }: StatusReasonDialogProps) {
  const form = useForm<ReasonValues>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const open = target !== null;
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) form.reset({ reason: '' });
  }
  const revision = Boolean(target?.revision);
  const verb = revision ? 'Reject changes' : target ? statusVerb(target.status) : '';
  const onSubmit = form.handleSubmit((values) => onConfirm(values.reason.trim()));

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <DialogHeader className="text-left">
            <DialogTitle>
              {revision ? 'Reject the changes to' : verb} “{target?.title}”
            </DialogTitle>
            <DialogDescription>
              {revision
                ? 'The published version stays live. Tell the creator why; they get this reason by email.'
                : `The status becomes ${target ? adminStatusLabel(target.status) : ''}. Tell the creator why; they see this reason with their upload.`}
            </DialogDescription>
          </DialogHeader>
          <FormField
            id="status-reason"
            label="Reason"
            error={form.formState.errors.reason?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                rows={4}
                placeholder={
                  revision
                    ? 'e.g. The new cover art is blurry'
                    : 'e.g. The audio is cut off after the first verse'
                }
                disabled={busy}
                {...form.register('reason')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={target?.status === 'rejected' ? 'destructive' : 'default'}
              disabled={busy}
            >
              {busy ? 'Saving...' : verb}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
