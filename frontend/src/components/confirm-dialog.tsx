import type * as React from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { BusyDialogContent } from '@/components/busy-dialog-content';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** How the go-ahead button acts: a click, or the submit of a form around the dialog's body. */
type ConfirmAction =
  | { onConfirm: () => void; onSubmit?: never }
  | { onSubmit: React.FormEventHandler<HTMLFormElement>; onConfirm?: never };

export type ConfirmDialogProps = ConfirmAction & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The label of the button that closes the dialog and changes nothing. */
  keepLabel: string;
  /** The label of the destructive button that goes ahead. */
  confirmLabel: React.ReactNode;
  /**
   * confirmVariant: `destructive` (default) for a step that takes something away; `default`
   * for one that gives something back (granting an appeal), asked about all the same.
   */
  confirmVariant?: 'destructive' | 'default';
  /** While true the dialog cannot be closed and the go-ahead button shows a spinner and `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: string;
  /**
   * `start` (default) keeps the heading left-aligned on every width and leaves room for the close
   * button beside a long title; `responsive` is the plain dialog heading (centred on phones).
   */
  headerAlign?: 'start' | 'responsive';
  /** What stands between the description and the buttons: an error, a field. */
  children?: React.ReactNode;
};

/**
 * ConfirmDialog asks before a step that cannot be undone (deleting an item, an account, every
 * download): a title, a description, a button that keeps things as they are and a destructive one
 * that goes ahead. The dialog stays open while `pending`, so the answer of the step is not lost.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  confirmVariant = 'destructive',
  pending = false,
  pendingLabel,
  headerAlign = 'start',
  children,
  onConfirm,
  onSubmit,
}: ConfirmDialogProps) {
  const start = headerAlign === 'start';
  const body = (
    <>
      <DialogHeader className={cn(start && 'text-left')}>
        <DialogTitle className={cn(start && 'pr-6 leading-tight')}>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            {keepLabel}
          </Button>
        </DialogClose>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          variant={confirmVariant}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              {pendingLabel}
            </>
          ) : (
            confirmLabel
          )}
        </Button>
      </DialogFooter>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <BusyDialogContent busy={pending}>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            {body}
          </form>
        ) : (
          body
        )}
      </BusyDialogContent>
    </Dialog>
  );
}
