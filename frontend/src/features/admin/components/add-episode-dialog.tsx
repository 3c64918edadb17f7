import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { fieldBinder } from '@/components/media-fields/bind-field';
import { AudioField } from '@/components/media-fields/file-fields';
import { Optional } from '@/components/media-fields/optional';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  addEpisodeSchema,
  useAddEpisode,
  type AddEpisodeValues,
} from '@/features/admin/api/upload-admin-episode';
import { UploadDialog } from '@/features/admin/components/upload-dialog';
import { useUploadDialog } from '@/features/admin/components/use-upload-dialog';

const empty = (): AddEpisodeValues => ({ title: '', description: '', audio: null });

/** AddEpisodeDialog adds a new episode to a podcast series (POST /api/admin/upload-episode). */
export function AddEpisodeDialog({
  media,
  size = 'sm',
}: {
  media: { _id: string; title: string };
  size?: 'sm' | 'default';
}) {
  const add = useAddEpisode();
  const { form, setOpen, busy, dialog } = useUploadDialog<AddEpisodeValues>({
    resolver: zodResolver(addEpisodeSchema),
    empty,
    send: (values, options) => add.mutateAsync({ mediaId: media._id, values, ...options }),
    failed: MESSAGES.episodeFailed,
  });
  const bind = fieldBinder(form, 'add-episode', busy);
  const title = bind('title');
  const description = bind('description');

  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add New Episode
      </Button>
      <UploadDialog
        {...dialog}
        title="Add New Episode"
        description={<>Adds an episode to “{media.title}”. New episodes are reviewed too.</>}
        submitLabel="Add Episode"
        progressLabel="episode"
      >
        <FormField id={title.id} label="Episode title" error={title.error}>
          {(aria) => <Input {...aria} disabled={busy} {...title.registration} />}
        </FormField>
        <AudioField control={form.control} name="audio" id="add-episode-audio" disabled={busy} />
        <FormField
          id={description.id}
          label={
            <>
              Description <Optional />
            </>
          }
          error={description.error}
        >
          {(aria) => <Textarea {...aria} rows={3} disabled={busy} {...description.registration} />}
        </FormField>
      </UploadDialog>
    </>
  );
}
