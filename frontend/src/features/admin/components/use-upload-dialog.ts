import * as React from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useUploadRunner, type Send } from '@/features/admin/components/use-upload-runner';

export interface UseUploadDialogOptions<T extends FieldValues> {
  resolver: Resolver<T>;
  /** empty: the blank values the form opens with and goes back to when closed. */
  empty: () => T;
  /** fields: those the server's field errors may land on; every field of `empty` unless told. */
  fields?: ReadonlyArray<Path<T>>;
  send: (values: T, options: Parameters<Send>[0]) => ReturnType<Send>;
  failed?: string;
}

/**
 * useUploadDialog is the state every admin upload dialog shares: open or closed, its form
 * (cleared on close), and a submit that uploads with progress and closes when it succeeded.
 * `dialog` is what UploadDialog takes.
 */
export function useUploadDialog<T extends FieldValues>({
  resolver,
  empty,
  fields,
  send,
  failed,
}: UseUploadDialogOptions<T>) {
  const [open, setOpen] = React.useState(false);
  const form = useForm<T>({ resolver, defaultValues: empty() as DefaultValues<T> });
  const runner = useUploadRunner(form, fields ?? (Object.keys(empty()) as Path<T>[]), failed);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(empty());
      runner.clearError();
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await runner.run((options) => send(values, options));
    if (done) onOpenChange(false);
  });

  return {
    form,
    open,
    setOpen,
    busy: form.formState.isSubmitting,
    dialog: {
      open,
      onOpenChange,
      onSubmit,
      busy: form.formState.isSubmitting,
      progress: runner.progress,
      serverError: runner.serverError,
      onCancelUpload: runner.cancel,
    },
  };
}
