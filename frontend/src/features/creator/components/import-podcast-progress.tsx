import type * as React from 'react';
import { Link } from 'react-router-dom';
import { AlertTriangle, CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { PodcastImport } from '@/features/creator/hooks/use-podcast-import';
import {
  episodeErrors,
  errorLabel,
  failedHeading,
  failureReasons,
  FEED_IMPORT_MESSAGES,
  importPercent,
  importProgressLabel,
  importSummary,
  type FeedImport,
  type FeedImportError,
} from '@/features/creator/utils/feed-import';

/**
 * ImportProgressBar is a running import's bar: 'Reading the feed...' (no count yet, so no
 * figure), then 'Imported 12 of 40 episodes' over a bar of the episodes tried.
 */
export function ImportProgressBar({
  data,
  compact = false,
}: {
  data: FeedImport;
  compact?: boolean;
}) {
  const label = importProgressLabel(data);
  const counted = data.status === 'importing' && data.total > 0;
  const percent = importPercent(data);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-gold-900 tabular-nums" aria-live="polite">
        {label}
      </p>
      {counted ? (
        <Progress
          value={percent}
          aria-label="Import progress"
          aria-valuetext={label}
          className={compact ? 'h-1.5' : undefined}
        />
      ) : (
        // Indeterminate (no aria-valuenow) until the feed's episodes are counted.
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuetext={label}
          className={cn(
            'relative w-full overflow-hidden rounded-full bg-gold-100',
            compact ? 'h-1.5' : 'h-2',
          )}
        >
          <div className="absolute inset-y-0 left-0 w-1/3 animate-pulse rounded-full bg-gold-400" />
        </div>
      )}
    </div>
  );
}

/** FailedEpisodes lists the episodes a finished import left out, each with its reason. */
export function FailedEpisodes({ errors }: { errors: ReadonlyArray<FeedImportError> }) {
  if (errors.length === 0) return null;
  const headingId = 'import-failed-episodes';
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <AlertTriangle className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
        {failedHeading(errors.length)}
      </h3>
      <ul className="grid gap-2 text-sm">
        {errors.map((e, i) => (
          <li
            key={`${i}:${e.guid}`}
            className="grid gap-0.5 rounded-md border border-amber-200/80 bg-white/70 px-3 py-2"
          >
            <span className="font-medium break-words">{errorLabel(e)}</span>
            <span className="break-words text-amber-900">{e.reason || 'No reason given.'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Outcome is the big icon and sentence of a finished import. */
function Outcome({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  children?: React.ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center" role="status">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          tone === 'success' ? 'bg-green-100 text-success' : 'bg-red-100 text-red-700',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="max-w-sm text-base font-semibold text-balance">{title}</h3>
      {children}
    </div>
  );
}

/**
 * ImportProgressView is the dialog's body once an import started: its progress while it runs,
 * then what it brought in (with a link to the podcast and the episodes it left out), or why it
 * failed.
 */
export function ImportProgressView({
  flow,
  onClose,
}: {
  flow: PodcastImport;
  onClose: () => void;
}) {
  const { progress } = flow;
  const data = progress.data;

  if (!data) {
    if (progress.isError) {
      return (
        <>
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center"
          >
            <CircleX className="size-6 text-red-700" aria-hidden="true" />
            <p className="text-sm font-medium text-red-800">
              {errorMessage(progress.error, FEED_IMPORT_MESSAGES.fetchFailed)}
            </p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={flow.clear}>
              Import another feed
            </Button>
            <Button onClick={() => void progress.refetch()} disabled={progress.isFetching}>
              <RefreshCw
                aria-hidden="true"
                className={progress.isFetching ? 'animate-spin' : undefined}
              />
              Try again
            </Button>
          </DialogFooter>
        </>
      );
    }
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-3 py-8 text-sm text-muted-foreground"
      >
        <Spinner label="" />
        Checking your import...
      </div>
    );
  }

  if (data.status === 'done') {
    const failed = episodeErrors(data.errors);
    return (
      <>
        <Outcome tone="success" title={FEED_IMPORT_MESSAGES.done}>
          <p className="max-w-sm text-sm text-muted-foreground">
            {importSummary(data)} Listeners can hear it once an admin approves it.
          </p>
        </Outcome>
        <FailedEpisodes errors={failed} />
        <DialogFooter>
          <Button variant="outline" onClick={flow.clear}>
            Import another
          </Button>
          {data.mediaId ? (
            <Button asChild>
              <Link to={paths.user.media(data.mediaId)}>View podcast</Link>
            </Button>
          ) : (
            <Button onClick={onClose}>Done</Button>
          )}
        </DialogFooter>
      </>
    );
  }

  if (data.status === 'failed') {
    const reasons = failureReasons(data.errors);
    return (
      <>
        <Outcome tone="error" title={FEED_IMPORT_MESSAGES.failed} />
        <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {reasons.length === 1 ? (
            <p className="break-words">{reasons[0]}</p>
          ) : (
            <ul className="grid list-disc gap-1 pl-4">
              {reasons.map((r) => (
                <li key={r} className="break-words">
                  {r}
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogFooter>
          <Button onClick={flow.clear}>Try another feed</Button>
        </DialogFooter>
      </>
    );
  }

  const failedSoFar = episodeErrors(data.errors).length;
  return (
    <>
      <section
        aria-label="Import progress"
        className="grid gap-3 rounded-lg border border-gold-200 bg-gold-50 p-4"
      >
        <ImportProgressBar data={data} />
        {failedSoFar > 0 ? (
          <p className="text-xs text-gold-900">
            {failedHeading(failedSoFar)} so far. They are listed when the import ends.
          </p>
        ) : null}
      </section>
      <p className="text-sm text-muted-foreground">
        You can close this window: the import carries on, and your podcast waits in your list as a
        draft until it is done.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Continue in background
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * ImportBanner is the podcasts page's note about an import whose dialog was closed: its progress
 * while it runs, then how it ended, with a way back to the details.
 */
export function ImportBanner({ flow }: { flow: PodcastImport }) {
  const { importId, open, progress } = flow;
  if (!importId || open) return null;
  const data = progress.data;
  const details = (
    <Button variant="outline" size="sm" onClick={() => flow.onOpenChange(true)}>
      {flow.finished ? 'Show details' : 'Show progress'}
    </Button>
  );
  const dismiss = flow.finished ? (
    <Button variant="ghost" size="sm" onClick={flow.clear}>
      Dismiss
    </Button>
  ) : null;

  let tone = 'border-gold-200 bg-gold-50';
  let body: React.ReactNode;
  if (!data) {
    body = progress.isError ? (
      <p className="text-sm font-medium text-red-800">
        {errorMessage(progress.error, FEED_IMPORT_MESSAGES.fetchFailed)}
      </p>
    ) : (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="" className="size-4" />
        Checking your import...
      </p>
    );
    if (progress.isError) tone = 'border-red-200 bg-red-50';
  } else if (data.status === 'done') {
    const failed = episodeErrors(data.errors).length;
    body = (
      <p className="flex items-start gap-2 text-sm">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          <span className="font-medium">{FEED_IMPORT_MESSAGES.done}.</span>{' '}
          <span className="text-muted-foreground">
            {importSummary(data)}
            {failed ? ` ${failedHeading(failed)}.` : ''}
          </span>
        </span>
      </p>
    );
    tone = 'border-green-200 bg-green-50';
  } else if (data.status === 'failed') {
    body = (
      <p className="flex items-start gap-2 text-sm font-medium text-red-800">
        <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {FEED_IMPORT_MESSAGES.failed}.
      </p>
    );
    tone = 'border-red-200 bg-red-50';
  } else {
    body = (
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-gold-900">Importing your podcast</p>
        <ImportProgressBar data={data} compact />
      </div>
    );
  }

  return (
    <section
      aria-label="Podcast import"
      className={cn(
        'flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
        tone,
      )}
    >
      <div className="min-w-0 flex-1">{body}</div>
      <div className="flex shrink-0 gap-2">
        {details}
        {dismiss}
      </div>
    </section>
  );
}
