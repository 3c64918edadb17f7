import * as React from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  addEpisodeSchema,
  useAddEpisode,
  type AddEpisodeValues,
} from '@/features/admin/api/upload-admin-episode';
import {
  AudioField,
  Optional,
  UploadDialog,
  useUploadRunner,
} from '@/features/admin/components/upload-dialog';

const empty = (): AddEpisodeValues => ({ title: '', description: '', audio: null });
const FIELDS: ReadonlyArray<Path<AddEpisodeValues>> = ['title', 'description', 'audio'];

/** AddEpisodeDialog adds a new episode to a podcast series (POST /api/admin/upload-episode). */
export function AddEpisodeDialog({
  media,
  size = 'sm',
}: {
  media: { _id: string; title: string };
  size?: 'sm' | 'default';
}) {
  const [open, setOpen] = React.useState(false);
  const add = useAddEpisode();
  const form = useForm<AddEpisodeValues>({
    resolver: zodResolver(addEpisodeSchema),
    defaultValues: empty(),
  });
  const runner = useUploadRunner(form, FIELDS, MESSAGES.episodeFailed);
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(empty());
      runner.clearError();
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await runner.run((options) =>
      add.mutateAsync({ mediaId: media._id, values, ...options }),
    );
    if (done) onOpenChange(false);
  });

  const id = (f: string) => `add-episode-${f}`;
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add New Episode
      </Button>
      <UploadDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Add New Episode"
        description={<>Adds an episode to “{media.title}”. New episodes are reviewed too.</>}
        onSubmit={onSubmit}
        busy={isSubmitting}
        progress={runner.progress}
        serverError={runner.serverError}
        onCancelUpload={runner.cancel}
        submitLabel="Add Episode"
        progressLabel="episode"
      >
        <FormField id={id('title')} label="Episode title" error={errors.title?.message}>
          {(aria) => <Input {...aria} disabled={isSubmitting} {...form.register('title')} />}
        </FormField>
        <AudioField
          control={form.control}
          name="audio"
          id={id('audio')}
          label="Audio File"
          error={errors.audio?.message}
          disabled={isSubmitting}
        />
        <FormField
          id={id('description')}
          label={
            <>
              Description <Optional />
            </>
          }
          error={errors.description?.message}
        >
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              disabled={isSubmitting}
              {...form.register('description')}
            />
          )}
        </FormField>
      </UploadDialog>
    </>
  );
}
