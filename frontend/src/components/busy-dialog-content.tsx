import type * as React from 'react';
import { DialogContent } from '@/components/ui/dialog';

/**
 * BusyDialogContent is a dialog's content that cannot be closed (close button, Escape, a
 * click outside) while `busy`, so a running save or upload is not lost half-way.
 */
export function BusyDialogContent({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DialogContent
      className={className}
      showCloseButton={!busy}
      onEscapeKeyDown={(e) => busy && e.preventDefault()}
      onInteractOutside={(e) => busy && e.preventDefault()}
    >
      {children}
    </DialogContent>
  );
}
