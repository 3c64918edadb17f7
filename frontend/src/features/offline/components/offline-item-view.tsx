import { WifiOff } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { DownloadsSection } from '@/features/offline/components/downloads-section';
import { useDownloads } from '@/features/offline/use-downloads';

/** useDownloadedItem is the title of an item with episodes downloaded here, or null. */
export function useDownloadedItem(mediaId: string): string | null {
  const { episodes } = useDownloads();
  return episodes.find((e) => e.mediaId === mediaId)?.itemTitle ?? null;
}

/**
 * OfflineItemView is an item's page when it cannot be loaded (no connection) but some of its
 * episodes are downloaded on this device: those, ready to play.
 */
export function OfflineItemView({ mediaId, title }: { mediaId: string; title: string }) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
      <Alert>
        <WifiOff aria-hidden="true" />
        <AlertTitle>You are offline</AlertTitle>
        <AlertDescription>
          This page needs a connection. The episodes you downloaded are below, ready to play.
        </AlertDescription>
      </Alert>
      <DownloadsSection mediaId={mediaId} title="Downloaded episodes" />
    </div>
  );
}
