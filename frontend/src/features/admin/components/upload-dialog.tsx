import type * as React from 'react';
import { useWarnBeforeUnload } from '@/hooks/use-warn-before-unload';
import { FormError } from '@/components/form-error';
import { UploadProgressPanel } from '@/components/upload-progress';
import { BusyDialogContent } from '@/components/busy-dialog-content';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

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
      <BusyDialogContent className="sm:max-w-2xl" busy={busy}>
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
      </BusyDialogContent>
    </Dialog>
  );
}
