import * as React from 'react';
import { Trash2 } from 'lucide-react';
import { formatFileSize } from '@/lib/format';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** RemoveAllDownloads asks before removing every download from the device. */
export function RemoveAllDownloads({
  count,
  bytes,
  onRemove,
}: {
  count: number;
  bytes: number;
  onRemove: () => Promise<void>;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove all
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove all downloads?</DialogTitle>
          <DialogDescription>
            {count === 1 ? '1 episode' : `${count} episodes`} ({formatFileSize(bytes)}) will be
            removed from this device. You can download them again while you are online.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep them</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => void onRemove().finally(() => setOpen(false))}
          >
            Remove all
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
