import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface SuspendUserDialogProps {
  /** user: who would be suspended; the dialog is open while it is set. */
  user: { name: string; email: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SuspendUserDialog confirms a suspension and says what it does. */
export function SuspendUserDialog({ user, busy, onCancel, onConfirm }: SuspendUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy}>
        <DialogHeader className="text-left">
          <DialogTitle>Suspend {user?.name || user?.email}?</DialogTitle>
          <DialogDescription>
            They are signed out everywhere, cannot sign in again and their content is hidden from
            listeners until you reactivate the account.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? 'Suspending...' : 'Suspend User'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
