import { CheckCircle2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListError, ListLoading } from '@/components/list-states';
import { MediaCover } from '@/components/media-cover';
import { Pager } from '@/components/pager';
import { Segmented } from '@/components/segmented';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { revisionSummary } from '@/lib/revision';
import type { MediaType } from '@/types/media';
import { useRevisions } from '@/features/admin/api/get-revisions';
import { MESSAGES } from '@/features/admin/api/messages';
import type { AdminMedia } from '@/features/admin/types';
import { episodeLabels, typeIcon, typeLabel } from '@/features/admin/utils/media-types';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';

/** MediaView is what a media page lists: every item, or the live ones with changes waiting. */
export type MediaView = 'all' | 'changes';

/** parseView reads the `view` search param: `changes`, else every item. */
export function parseView(params: URLSearchParams): MediaView {
  return params.get('view') === 'changes' ? 'changes' : 'all';
}

/**
 * useRevisionQueue is the queue of edits waiting for review (GET /api/admin/revisions), of one
 * type on the Sermons and Podcasts pages: its items oldest first, their count, and the failure
 * (toasted only while the queue is shown).
 */
export function useRevisionQueue(view: MediaView, type?: MediaType) {
  const query = useRevisions();
  const failure = useFailureToast(
    view === 'changes' ? query.error : null,
    MESSAGES.fetchRevisionsFailed,
    MESSAGES.fetchRevisionsThrew,
  );
  const all = query.data?.data ?? [];
  const items = type ? all.filter((item) => item.type === type) : all;
  const count = query.data
    ? type
      ? items.length
      : Math.max(query.data.total, items.length)
    : null;
  return { query, items, count, failure };
}

export interface MediaViewTabsProps {
  view: MediaView;
  onChange: (view: MediaView) => void;
  /** allLabel: "All media", "All podcasts". */
  allLabel: string;
  /** count: the changes waiting, null while unknown. */
  count: number | null;
}

/** MediaViewTabs switches a media page between every item and the changes waiting for review. */
export function MediaViewTabs({ view, onChange, allLabel, count }: MediaViewTabsProps) {
  return (
    <Segmented
      label="Show"
      value={view}
      onChange={onChange}
      className="w-full sm:w-fit"
      options={[
        { value: 'all', label: allLabel },
        {
          value: 'changes',
          label: count === null ? 'Changes waiting' : `Changes waiting (${count})`,
        },
      ]}
    />
  );
}

export interface RevisionQueueProps {
  queue: ReturnType<typeof useRevisionQueue>;
  /** plural: what the page lists ("podcasts", "items"). */
  plural: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** onOpen: opens an item's details, where its changes are approved or rejected. */
  onOpen: (item: AdminMedia) => void;
}

/**
 * RevisionQueue lists the live items whose edits wait for review, oldest first: each with what
 * changed and when it was sent, opening the details to decide.
 */
export function RevisionQueue({
  queue,
  plural,
  page,
  pageSize,
  onPageChange,
  onOpen,
}: RevisionQueueProps) {
  const { query, items, failure } = queue;
  if (query.isPending) return <ListLoading />;
  if (!query.data) {
    return (
      <ListError
        message={failure ?? MESSAGES.fetchRevisionsFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<CheckCircle2 aria-hidden="true" />}
        title="No changes waiting"
        description={`Edits creators make to approved ${plural} wait here for review, while the published versions stay live.`}
      />
    );
  }
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pageCount);
  const shown = items.slice((current - 1) * pageSize, current * pageSize);
  return (
    <div className="grid gap-4">
      <ul
        className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm"
        aria-label="Changes waiting"
      >
        {shown.map((item) => {
          const sent = formatDate(item.revision?.submittedAt);
          return (
            <li key={item._id} className="flex items-center gap-3 px-3 py-3 sm:gap-4 sm:px-4">
              <MediaCover
                src={item.thumbnail || item.coverArt}
                icon={typeIcon(item.type)}
                className="size-12 shrink-0 rounded-md sm:size-14"
              />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <button
                  type="button"
                  onClick={() => onOpen(item)}
                  className="w-fit max-w-full truncate text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none"
                >
                  {item.title}
                </button>
                <p className="truncate text-sm text-muted-foreground">
                  {typeLabel(item.type)} · {item.artist.name || 'Unknown creator'}
                  {sent ? ` · Sent ${sent}` : ''}
                </p>
                {item.revision ? (
                  <p className="line-clamp-2 text-sm">
                    <span className="text-muted-foreground">Changed: </span>
                    {revisionSummary(item.revision, episodeLabels(item.type).one)}
                  </p>
                ) : null}
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onOpen(item)}
                aria-label={`Review the changes to ${item.title}`}
              >
                Review
              </Button>
            </li>
          );
        })}
      </ul>
      <Pager
        page={current}
        pageSize={pageSize}
        total={items.length}
        noun={items.length === 1 ? 'item' : 'items'}
        onPageChange={onPageChange}
        alwaysShowSummary
      />
    </div>
  );
}
