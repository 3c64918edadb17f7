import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { creatorKeys } from '@/features/creator/api/keys';
import { useFeedImport } from '@/features/creator/api/import-feed';
import { FEED_IMPORT_MESSAGES, isImportRunning } from '@/features/creator/utils/feed-import';

/**
 * IMPORT_PARAM: the search param that holds the running import's id (/user/podcasts?import=…),
 * so a reload, or a link back, shows its progress again.
 */
export const IMPORT_PARAM = 'import';

/**
 * usePodcastImport is the state of "Import a podcast" on the podcasts page: the import's id (kept
 * in the URL), whether the dialog is open, and the import's progress, polled while it runs. The
 * dialog opens by itself when the page is loaded with an import in its URL. Closed while the
 * import runs, the id stays (the page shows a banner); closed once it finished, it goes.
 */
export function usePodcastImport(enabled = true) {
  const [params, setParams] = useSearchParams();
  const importId = (enabled && params.get(IMPORT_PARAM)) || null;
  const [open, setOpen] = React.useState(Boolean(importId));
  const progress = useFeedImport(importId);
  const queryClient = useQueryClient();

  const setImportId = React.useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set(IMPORT_PARAM, id);
          else next.delete(IMPORT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // What this page saw of the import: a change seen here (not one found finished on a reload)
  // refreshes the list (the draft appears, then turns pending) and, with the dialog closed, says
  // so in a toast.
  const status = progress.data?.status;
  const mediaId = progress.data?.mediaId ?? '';
  const seen = React.useRef<{ id: string | null; running: boolean; mediaId: string }>({
    id: null,
    running: false,
    mediaId: '',
  });
  const openRef = React.useRef(open);
  React.useEffect(() => {
    openRef.current = open;
  }, [open]);
  React.useEffect(() => {
    const was = seen.current;
    if (was.id !== importId) {
      seen.current = { id: importId, running: isImportRunning(status), mediaId };
      return;
    }
    if (!status) return;
    const running = isImportRunning(status);
    const finished = was.running && !running;
    if (finished || (mediaId && mediaId !== was.mediaId)) {
      void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    }
    if (finished && !openRef.current) {
      if (status === 'done') toast.success(FEED_IMPORT_MESSAGES.toastDone);
      else toast.error(FEED_IMPORT_MESSAGES.toastFailed);
    }
    seen.current = { id: importId, running, mediaId };
  }, [importId, status, mediaId, queryClient]);

  /** finished: nothing left to watch (done, failed, or the import cannot be read). */
  const finished = Boolean(
    importId && (progress.isError ? !progress.data : status && !isImportRunning(status)),
  );

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && finished) setImportId(null);
  };

  return {
    importId,
    open,
    onOpenChange,
    progress,
    finished,
    /** start shows a newly started import's progress. */
    start: (id: string) => {
      setImportId(id);
      setOpen(true);
    },
    /** clear forgets the import (the dialog, if open, shows the form again). */
    clear: () => setImportId(null),
  };
}

export type PodcastImport = ReturnType<typeof usePodcastImport>;
