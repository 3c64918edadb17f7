import { useMediaHistory } from '@/features/admin/api/get-media-history';
import { failureMessage } from '@/features/admin/api/messages';
import { ModerationHistory } from '@/features/admin/components/moderation-history';

/** ItemHistory loads and shows one item's moderation history and appeals (on opening). */
export function ItemHistory({ mediaId }: { mediaId: string }) {
  const history = useMediaHistory(mediaId);
  const error = history.isError
    ? failureMessage(
        history.error,
        'Failed to fetch the history',
        'An error occurred while fetching the history',
      )
    : null;
  return (
    <ModerationHistory
      events={history.data?.events}
      appeals={history.data?.appeals}
      loading={history.isPending}
      error={error}
    />
  );
}
