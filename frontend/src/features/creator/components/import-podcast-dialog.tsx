import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Rss } from 'lucide-react';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/api';
import { BusyDialogContent } from '@/components/busy-dialog-content';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
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
import { useImportFeed } from '@/features/creator/api/import-feed';
import type { PodcastImport } from '@/features/creator/hooks/use-podcast-import';
import { ImportProgressView } from '@/features/creator/components/import-podcast-progress';
import {
  FEED_IMPORT_MESSAGES,
  feedUrlSchema,
  type FeedUrlValues,
} from '@/features/creator/utils/feed-import';

const EMPTY: FeedUrlValues = { url: '' };

/** description: the line under the dialog's title, for the form and for each state of an import. */
function description(flow: PodcastImport): string {
  if (!flow.importId) return FEED_IMPORT_MESSAGES.help;
  switch (flow.progress.data?.status) {
    case 'done':
      return 'Your podcast and its episodes were copied from its feed.';
    case 'failed':
      return "Check the feed's address, or ask your current host for your podcast's RSS feed.";
    default:
      return 'Your podcast and its episodes are being copied from its feed.';
  }
}

/**
 * ImportPodcastDialog is "Import a podcast": a feed URL (POST /api/media/import-feed), then the
 * import's progress and outcome (ImportProgressView). `flow` (usePodcastImport) holds the open
 * state and the import's id, which the page's URL keeps.
 */
export function ImportPodcastDialog({ flow }: { flow: PodcastImport }) {
  const [serverError, setServerError] = React.useState<string | null>(null);
  const start = useImportFeed();
  const form = useForm<FeedUrlValues>({
    resolver: zodResolver(feedUrlSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const resetForm = () => {
    form.reset(EMPTY);
    setServerError(null);
  };

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    flow.onOpenChange(next);
    if (!next) resetForm();
  };

  const onSubmit = form.handleSubmit(async ({ url }) => {
    setServerError(null);
    try {
      const { importId } = await start.mutateAsync(url);
      resetForm();
      flow.start(importId);
    } catch (error) {
      const message = applyServerErrors(
        error,
        form.setError,
        ['url'],
        FEED_IMPORT_MESSAGES.startFailed,
      );
      // A refused URL is said under the field; anything else in the red box.
      if (!(isApiError(error) && error.fieldErrors.url)) setServerError(message);
    }
  });

  const id = 'import-feed-url';
  return (
    <Dialog open={flow.open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Rss aria-hidden="true" />
          Import a podcast
        </Button>
      </DialogTrigger>
      <BusyDialogContent className="gap-5 sm:max-w-lg" busy={isSubmitting}>
        <DialogHeader className="pr-6 text-left">
          <DialogTitle>Import a podcast</DialogTitle>
          <DialogDescription>{description(flow)}</DialogDescription>
        </DialogHeader>
        {flow.importId ? (
          <ImportProgressView flow={flow} onClose={() => onOpenChange(false)} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Import a podcast">
            <FormField id={id} label="Feed URL" error={errors.url?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  spellCheck={false}
                  placeholder="https://example.com/feed.xml"
                  disabled={isSubmitting}
                  {...form.register('url')}
                />
              )}
            </FormField>
            <FormError message={serverError} />
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={isSubmitting}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Starting import...' : 'Import'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </BusyDialogContent>
    </Dialog>
  );
}
