import type * as React from 'react';
import { AlertCircle } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface RecordDialogProps {
  open: boolean;
  onClose: () => void;
  /** title names the record while it loads or when it failed ("Media details"). */
  title: string;
  loading: boolean;
  loadingDescription: string;
  /** skeleton stands in for the record while it loads. */
  skeleton: React.ReactNode;
  failedDescription: string;
  /** failure is the toasted failure's message, repeated in the dialog. */
  failure: React.ReactNode;
  /** failedFooter: e.g. a Try again button. */
  failedFooter?: React.ReactNode;
  /** children is the loaded record, or null when it could not be loaded. */
  children: React.ReactNode;
}

/**
 * RecordDialog is the admin's dialog for one record fetched on opening (an item's details, a user's
 * profile): a skeleton while it loads, the failure with a title screen readers hear, or the record.
 */
export function RecordDialog({
  open,
  onClose,
  title,
  loading,
  loadingDescription,
  skeleton,
  failedDescription,
  failure,
  failedFooter,
  children,
}: RecordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="gap-6 sm:max-w-2xl">
        {loading ? (
          <>
            <DialogHeader className="sr-only">
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{loadingDescription}</DialogDescription>
            </DialogHeader>
            {skeleton}
          </>
        ) : children === null ? (
          <>
            <DialogHeader className="text-left">
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{failedDescription}</DialogDescription>
            </DialogHeader>
            <div
              role="alert"
              className="flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            >
              <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
              {failure}
            </div>
            {failedFooter}
          </>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
