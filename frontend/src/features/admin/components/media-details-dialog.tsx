import * as React from 'react';
import { MediaCover } from '@/components/media-cover';
import { EpisodeList } from '@/components/player/episode-list';
import { EpisodeProcessing } from '@/components/episode-processing/episode-processing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCount, formatDate, formatDay, formatDuration, formatFileSize } from '@/lib/format';
import { useMediaDetails } from '@/features/admin/api/get-media-details';
import { adminKeys } from '@/features/admin/api/keys';
import { useMediaHistory } from '@/features/admin/api/get-media-history';
import { failureMessage, MESSAGES } from '@/features/admin/api/messages';
import type { AdminMediaWithEpisodes } from '@/features/admin/types';
import { AdminStatusBadge } from '@/features/admin/components/admin-status-badge';
import { RecordDialog } from '@/features/admin/components/record-dialog';
import { RecordSkeleton } from '@/features/admin/components/record-skeleton';
import { ModerationHistory } from '@/features/admin/components/moderation-history';
import { PendingChanges } from '@/features/admin/components/pending-changes';
import { RevisionBadge } from '@/features/admin/components/revision-badge';
import type {
  RevisionDecision,
  StatusTarget,
} from '@/features/admin/components/use-status-changer';
import { needsReason, statusVerb } from '@/features/admin/utils/media-status';
import {
  countLabel,
  episodeLabels,
  formatLabel,
  typeIcon,
  typeLabel,
} from '@/features/admin/utils/media-types';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';

/** RECENT_EPISODES: how many of a podcast's newest episodes the details show. */
export const RECENT_EPISODES = 5;

export interface MediaDetailsDialogProps {
  /** mediaId: the item shown; the dialog is open while it is set. */
  mediaId: string | null;
  onClose: () => void;
  /** statuses: the server's list, for the review buttons. */
  statuses: string[];
  onChangeStatus: (item: StatusTarget, status: string) => void;
  /** onDecideRevision: approves or rejects the item's pending changes (its revision). */
  onDecideRevision?: (item: StatusTarget, decision: RevisionDecision) => void;
  busy?: boolean;
  /** episodeAction: e.g. the Add New Episode button of a podcast. */
  episodeAction?: (media: AdminMediaWithEpisodes) => React.ReactNode;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * MediaDetailsDialog is an item's full record for review: facts, description, its tracks or
 * episodes (playable), its pending changes with their decisions, the moderation history and
 * buttons to set another status.
 */
export function MediaDetailsDialog({
  mediaId,
  onClose,
  statuses,
  onChangeStatus,
  onDecideRevision,
  busy,
  episodeAction,
}: MediaDetailsDialogProps) {
  const details = useMediaDetails(mediaId);
  const history = useMediaHistory(mediaId);
  const failure = useFailureToast(
    details.error,
    MESSAGES.fetchMediaFailed,
    MESSAGES.fetchMediaThrew,
  );
  const media = details.data;

  return (
    <RecordDialog
      open={mediaId !== null}
      onClose={onClose}
      title="Media details"
      loading={details.isPending}
      loadingDescription="Loading the details"
      skeleton={<RecordSkeleton picture="cover" />}
      failedDescription="The details could not be loaded."
      failure={failure}
      failedFooter={
        <DialogFooter>
          <Button variant="outline" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </DialogFooter>
      }
    >
      {media ? (
        <DetailsBody
          media={media}
          history={history}
          statuses={statuses}
          onChangeStatus={onChangeStatus}
          onDecideRevision={onDecideRevision}
          busy={busy}
          episodeAction={episodeAction}
        />
      ) : null}
    </RecordDialog>
  );
}

function DetailsBody({
  media,
  history,
  statuses,
  onChangeStatus,
  onDecideRevision,
  busy,
  episodeAction,
}: {
  media: AdminMediaWithEpisodes;
  history: ReturnType<typeof useMediaHistory>;
  statuses: string[];
  onChangeStatus: MediaDetailsDialogProps['onChangeStatus'];
  onDecideRevision?: MediaDetailsDialogProps['onDecideRevision'];
  busy?: boolean;
  episodeAction?: MediaDetailsDialogProps['episodeAction'];
}) {
  const labels = episodeLabels(media.type);
  const isPodcast = media.type === 'podcast';
  const isSermon = media.type === 'sermon';
  const episodes = isPodcast
    ? [...media.episodes]
        .sort(
          (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.position - a.position,
        )
        .slice(0, RECENT_EPISODES)
    : media.episodes;
  const formats = [...new Set(media.episodes.map((e) => formatLabel(e.format)).filter(Boolean))];
  // The server knows an episode's size once its rendition is made (0 before): a total is
  // shown only when every episode has one.
  const sizes = media.episodes.map((e) => e.size ?? 0);
  const fileSize =
    sizes.length && sizes.every((n) => n > 0) ? sizes.reduce((a, b) => a + b, 0) : null;
  const historyError = history.isError
    ? failureMessage(
        history.error,
        'Failed to fetch the history',
        'An error occurred while fetching the history',
      )
    : null;
  // With changes waiting, Rejected rejects them (the section's Reject changes), not the item.
  const others = statuses.filter(
    (s) => s !== media.adminStatus && !(media.revision && s === 'rejected'),
  );

  return (
    <>
      <DialogHeader className="flex-row items-start gap-4 pr-8 text-left">
        <MediaCover
          src={media.thumbnail || media.coverArt}
          icon={typeIcon(media.type)}
          className="size-20 shrink-0 sm:size-24"
        />
        <div className="grid min-w-0 gap-2">
          <DialogTitle className="text-xl leading-tight break-words">{media.title}</DialogTitle>
          <DialogDescription>
            {typeLabel(media.type)} by {media.artist.name || 'an unknown creator'}
            {media.artist.email ? ` (${media.artist.email})` : ''}
          </DialogDescription>
          <div className="flex flex-wrap items-center gap-2">
            <AdminStatusBadge status={media.adminStatus} publishAt={media.publishAt} inline />
            {media.revision ? <RevisionBadge /> : null}
            {media.reviewedAt ? (
              <span className="text-xs text-muted-foreground">
                Reviewed {formatDate(media.reviewedAt)}
              </span>
            ) : null}
          </div>
        </div>
      </DialogHeader>

      {media.statusReason && needsReason(media.adminStatus) ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <span className="font-semibold">Reason: </span>
          {media.statusReason}
        </p>
      ) : null}

      {media.revision && onDecideRevision ? (
        <PendingChanges
          media={media}
          busy={busy}
          onDecide={(decision) => onDecideRevision(media, decision)}
        />
      ) : null}

      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-3">
        <Fact label="Type">{typeLabel(media.type)}</Fact>
        <Fact label="Artist">{media.artist.name || '—'}</Fact>
        <Fact label="Genre">{media.genre?.title || '—'}</Fact>
        {media.category ? <Fact label="Category">{media.category.title}</Fact> : null}
        {isSermon ? <Fact label="Preacher">{media.preacher || '—'}</Fact> : null}
        {isSermon ? <Fact label="Series">{media.theme || '—'}</Fact> : null}
        {isSermon && media.preachedAt ? (
          <Fact label="Preached on">{formatDay(media.preachedAt)}</Fact>
        ) : null}
        <Fact label="Created">{formatDate(media.createdAt) || '—'}</Fact>
        <Fact label="Likes">{formatCount(media.likes)}</Fact>
        <Fact label="Plays">{formatCount(media.plays)}</Fact>
        <Fact label="Duration">{formatDuration(media.duration)}</Fact>
        <Fact label={labels.many}>{formatCount(media.episodeCount || media.episodes.length)}</Fact>
        {formats.length ? <Fact label="Format">{formats.join(', ')}</Fact> : null}
        {fileSize !== null ? <Fact label="File size">{formatFileSize(fileSize)}</Fact> : null}
      </dl>

      <section aria-labelledby="details-description" className="grid gap-2">
        <h3 id="details-description" className="text-sm font-semibold">
          Description
        </h3>
        <p className="text-sm whitespace-pre-line text-muted-foreground">
          {media.description || 'No description.'}
        </p>
      </section>

      {isSermon ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="details-references" className="grid content-start gap-2">
            <h3 id="details-references" className="text-sm font-semibold">
              Bible references
            </h3>
            {media.bibleReferences?.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {media.bibleReferences.map((ref) => (
                  <li key={ref.text}>
                    <Badge variant="outline">{ref.text}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">None given.</p>
            )}
          </section>
          <section aria-labelledby="details-tags" className="grid content-start gap-2">
            <h3 id="details-tags" className="text-sm font-semibold">
              Tags
            </h3>
            {media.tags?.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {media.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No tags.</p>
            )}
          </section>
        </div>
      ) : null}

      <section aria-labelledby="details-episodes" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="details-episodes" className="text-sm font-semibold">
            {isPodcast ? 'Recent episodes' : labels.many}{' '}
            <span className="font-normal text-muted-foreground">
              ({countLabel(media.episodes.length, labels)})
            </span>
          </h3>
          {episodeAction?.(media)}
        </div>
        {episodes.length ? (
          <EpisodeList
            episodes={episodes}
            episodeLabel={labels.one}
            auth="admin"
            details={(episode) => (
              <EpisodeProcessing
                episode={episode}
                itemKey={adminKeys.mediaItem(media._id)}
                session="admin"
              />
            )}
          />
        ) : (
          <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
            No {labels.many.toLowerCase()} yet.
          </p>
        )}
      </section>

      <ModerationHistory
        events={history.data?.events}
        appeals={history.data?.appeals}
        loading={history.isPending}
        error={historyError}
      />

      {others.length ? (
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background/95 px-6 py-4 backdrop-blur sm:items-center">
          <p className="mr-auto hidden text-sm font-medium text-muted-foreground sm:block">
            Set the status
          </p>
          {others.map((status) => (
            <Button
              key={status}
              variant={
                status === 'active' ? 'default' : status === 'rejected' ? 'destructive' : 'outline'
              }
              disabled={busy}
              onClick={() => onChangeStatus(media, status)}
            >
              {statusVerb(status)}
            </Button>
          ))}
        </DialogFooter>
      ) : null}
    </>
  );
}
