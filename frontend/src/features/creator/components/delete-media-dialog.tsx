import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { FormError } from '@/components/form-error';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { Media } from '@/types/media';
import { useDeleteMedia } from '@/features/creator/api/delete-media';
import { creatorKeys } from '@/features/creator/api/keys';
import { MESSAGES } from '@/features/creator/api/messages';
import { mediaTypeCopy } from '@/features/creator/utils/media-types';

/** DeleteMediaDialog asks before deleting an item, then goes back to its list with a toast. */
export function DeleteMediaDialog({ media }: { media: Media }) {
  const copy = mediaTypeCopy(media.type);
  const [open, setOpen] = React.useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteMedia();
  const pending = remove.isPending;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };

  const onConfirm = () =>
    remove.mutate(media._id, {
      onSuccess: (result) => {
        toast.success(result.message || MESSAGES.deleted(media.type));
        navigate(copy.listPath, { replace: true });
        queryClient.removeQueries({ queryKey: creatorKeys.item(media._id) });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button
          variant="outline"
          className="text-destructive hover:bg-red-50 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={<>Delete “{media.title}”?</>}
      description={
        <>
          This deletes the {copy.typeLabel.toLowerCase()}, its {copy.episodes.toLowerCase()} and
          their audio files for good. This cannot be undone.
        </>
      }
      keepLabel="Keep it"
      confirmLabel={`Delete ${copy.typeLabel.toLowerCase()}`}
      pending={pending}
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
    >
      {remove.isError ? (
        <FormError message={errorMessage(remove.error, MESSAGES.deleteFailed)} />
      ) : null}
    </ConfirmDialog>
  );
}
