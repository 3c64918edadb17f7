import * as React from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ListOrdered, Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { formatClock } from '@/lib/time-text';
import { cn } from '@/lib/utils';
import { BusyDialogContent } from '@/components/busy-dialog-content';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { Episode } from '@/types/media';
import {
  EXTRAS_MESSAGES,
  removeChapters,
  saveChapters,
  useEpisodeExtra,
} from '@/features/creator/api/episode-extras';
import {
  chapterFormSchema,
  MAX_CHAPTERS,
  newRow,
  rowsFromChapters,
  serverRowErrors,
  toChapters,
  type ChapterFormValues,
  type ChapterRowField,
} from '@/features/creator/utils/chapter-form';

const FIELDS: Array<{ field: ChapterRowField; label: string }> = [
  { field: 'start', label: 'Start' },
  { field: 'title', label: 'Title' },
  { field: 'url', label: 'Link (optional)' },
];

function rowErrors(errors: FieldErrors<ChapterFormValues>, index: number) {
  const row = errors.chapters?.[index];
  return FIELDS.flatMap(({ field }) => {
    const message = row?.[field]?.message;
    return message ? [{ field, message }] : [];
  });
}

/**
 * ChaptersDialog edits an episode's chapters: rows of a start (typed as 1:30 or 1:02:03), a
 * title and an optional link, added and removed at will, checked as the server checks them and
 * in its words; a refused save puts the server's reason on the row's field it is about. Saving
 * no rows, or "Remove all chapters", removes them.
 */
export function ChaptersDialog({ mediaId, episode }: { mediaId: string; episode: Episode }) {
  const [open, setOpen] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const saved = episode.chapters ?? [];
  const duration = episode.duration ?? 0;
  const schema = React.useMemo(() => chapterFormSchema(duration), [duration]);
  const form = useForm<ChapterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { chapters: rowsFromChapters(saved) },
  });
  const rows = useFieldArray({ control: form.control, name: 'chapters' });
  const save = useEpisodeExtra(mediaId, saveChapters);
  const remove = useEpisodeExtra(mediaId, removeChapters);
  const busy = form.formState.isSubmitting || remove.isPending;
  const baseId = `chapters-${episode._id}`;
  const listError =
    form.formState.errors.chapters?.root?.message ?? form.formState.errors.chapters?.message;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (next) {
      form.reset({ chapters: rowsFromChapters(episode.chapters) });
      if ((episode.chapters ?? []).length === 0) rows.replace([newRow([], duration)]);
    }
    setServerError(null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await save.mutateAsync({
        episodeId: episode._id,
        chapters: toChapters(values.chapters),
      });
      toast.success(message);
      setOpen(false);
    } catch (error) {
      const mapped = serverRowErrors(error);
      for (const e of mapped)
        form.setError(`chapters.${e.index}.${e.field}`, { type: 'server', message: e.message });
      if (mapped.length === 0) setServerError(errorMessage(error, EXTRAS_MESSAGES.chaptersFailed));
    }
  });

  const onRemoveAll = async () => {
    setServerError(null);
    try {
      const { message } = await remove.mutateAsync({ episodeId: episode._id });
      toast.success(message);
      setOpen(false);
    } catch (error) {
      setServerError(errorMessage(error, EXTRAS_MESSAGES.chaptersRemoveFailed));
    }
  };

  const add = () => {
    const current = form.getValues('chapters');
    rows.append(newRow(current, duration), {
      shouldFocus: true,
      focusName: `chapters.${current.length}.title`,
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-8"
          aria-label={`${saved.length > 0 ? 'Edit chapters' : 'Add chapters'} of ${episode.title}`}
        >
          <ListOrdered className="size-3.5" aria-hidden="true" />
          {saved.length > 0 ? 'Edit chapters' : 'Add chapters'}
        </Button>
      </DialogTrigger>
      <BusyDialogContent className="sm:max-w-3xl" busy={busy}>
        <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-5">
          <DialogHeader className="text-left">
            <DialogTitle>Chapters</DialogTitle>
            <DialogDescription>
              {episode.title}
              {duration > 0 ? ` · ${formatClock(duration)} long` : ''}. Listeners jump to a chapter
              from the player. Type each start as 1:30, or 1:02:03 past an hour.
            </DialogDescription>
          </DialogHeader>

          {rows.fields.length === 0 ? (
            <p className="rounded-lg border border-dashed bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">
              No chapters. Saving now removes them.
            </p>
          ) : (
            <div className="grid gap-3">
              <div
                aria-hidden="true"
                className="hidden grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)_2.25rem] gap-2 px-1 text-xs font-medium text-muted-foreground sm:grid"
              >
                <span>Start</span>
                <span>Title</span>
                <span>Link (optional)</span>
              </div>
              <ol aria-label="Chapters" className="grid gap-3">
                {rows.fields.map((row, i) => {
                  const errors = rowErrors(form.formState.errors, i);
                  const errorOf = (field: ChapterRowField) => errors.find((e) => e.field === field);
                  return (
                    <li
                      key={row.id}
                      className="grid gap-2 rounded-lg border bg-card p-3 sm:border-0 sm:bg-transparent sm:p-0"
                    >
                      <div className="grid grid-cols-[6rem_minmax(0,1fr)_2.25rem] items-end gap-2 sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)_2.25rem]">
                        {FIELDS.map(({ field, label }) => {
                          const id = `${baseId}-${i}-${field}`;
                          const error = errorOf(field);
                          return (
                            <div
                              key={field}
                              className={cn(
                                'grid min-w-0 gap-1',
                                field === 'url' &&
                                  'col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto',
                              )}
                            >
                              <label
                                htmlFor={id}
                                className="text-xs font-medium text-muted-foreground sm:sr-only"
                              >
                                {label}
                                <span className="sr-only"> of chapter {i + 1}</span>
                              </label>
                              <Input
                                id={id}
                                {...form.register(`chapters.${i}.${field}`)}
                                placeholder={
                                  field === 'start' ? '0:00' : field === 'url' ? 'https://' : ''
                                }
                                inputMode={field === 'url' ? 'url' : undefined}
                                autoComplete="off"
                                spellCheck={field === 'title'}
                                className={cn('h-9', field === 'start' && 'tabular-nums')}
                                disabled={busy}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={error ? `${id}-error` : undefined}
                              />
                            </div>
                          );
                        })}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="col-start-3 row-start-1 size-9 self-end text-muted-foreground hover:text-foreground sm:col-start-auto sm:row-start-auto"
                          onClick={() => rows.remove(i)}
                          disabled={busy}
                          aria-label={`Remove chapter ${i + 1}`}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </div>
                      {errors.length > 0 ? (
                        <ul className="grid gap-0.5 text-sm font-medium text-destructive">
                          {errors.map((e) => (
                            <li key={e.field} id={`${baseId}-${i}-${e.field}-error`}>
                              {e.message}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </div>
          )}

          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={add}
              disabled={busy || rows.fields.length >= MAX_CHAPTERS}
            >
              <Plus aria-hidden="true" />
              Add chapter
            </Button>
          </div>

          <FormError message={listError ?? serverError} />

          <DialogFooter className="gap-2 sm:justify-between">
            {saved.length > 0 ? (
              <Button
                type="button"
                variant="ghost"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => void onRemoveAll()}
                disabled={busy}
              >
                {remove.isPending ? 'Removing...' : 'Remove all chapters'}
              </Button>
            ) : (
              <span className="hidden sm:block" />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button
                type="button"
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={busy}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {form.formState.isSubmitting ? 'Saving...' : 'Save chapters'}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </BusyDialogContent>
    </Dialog>
  );
}

/**
 * EpisodeChapters is an episode's chapters on its creator's page: how many, and the editor.
 */
export function EpisodeChapters({ mediaId, episode }: { mediaId: string; episode: Episode }) {
  const count = episode.chapters?.length ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="inline-flex items-center gap-1.5 font-medium">
        <ListOrdered className="size-4 text-muted-foreground" aria-hidden="true" />
        Chapters
      </span>
      <span className={count > 0 ? 'tabular-nums' : 'text-muted-foreground'}>
        {count > 0 ? `${count} ${count === 1 ? 'chapter' : 'chapters'}` : 'None yet'}
      </span>
      <span className="sm:ml-auto">
        <ChaptersDialog mediaId={mediaId} episode={episode} />
      </span>
    </div>
  );
}
