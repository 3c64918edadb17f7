import * as React from 'react';
import { Trash2 } from 'lucide-react';
import { formatFileSize } from '@/lib/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Remove all
        </Button>
      }
      headerAlign="responsive"
      title="Remove all downloads?"
      description={
        <>
          {count === 1 ? '1 episode' : `${count} episodes`} ({formatFileSize(bytes)}) will be
          removed from this device. You can download them again while you are online.
        </>
      }
      keepLabel="Keep them"
      confirmLabel="Remove all"
      onConfirm={() => void onRemove().finally(() => setOpen(false))}
    />
  );
}
