import type * as React from 'react';
import type { AdminMediaWithEpisodes } from '@/features/admin/types';
import { MediaDetailsDialog } from '@/features/admin/components/media-details-dialog';
import type { useAdminMediaPage } from '@/features/admin/components/use-admin-media-page';

interface MediaPageDialogsProps {
  page: ReturnType<typeof useAdminMediaPage>;
  /** episodeAction: e.g. the Add New Episode button of a podcast. */
  episodeAction?: (media: AdminMediaWithEpisodes) => React.ReactNode;
}

/**
 * MediaPageDialogs are the dialogs every admin media page opens from its rows: an item's details
 * and the status change's confirmation (with its reason).
 */
export function MediaPageDialogs({ page, episodeAction }: MediaPageDialogsProps) {
  return (
    <>
      <MediaDetailsDialog
        mediaId={page.detailsId}
        onClose={() => page.setDetailsId(null)}
        statuses={page.decisions}
        onChangeStatus={page.changer.request}
        onDecideRevision={page.changer.decideRevision}
        busy={page.changer.busy}
        episodeAction={episodeAction}
      />
      {page.changer.dialog}
    </>
  );
}
