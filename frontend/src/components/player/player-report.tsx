import * as React from 'react';
import { Flag } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { usePlayer } from '@/components/player/player-store';
import { ReportDialog } from '@/components/report/report-dialog';

/**
 * PlayerReport is the bar's small flag: it reports the episode playing (and so its item) with
 * the item pages' Report dialog. What it reports is fixed as the dialog opens, so the next
 * episode starting meanwhile does not change it.
 */
export function PlayerReport({ className }: { className?: string }) {
  const mediaId = usePlayer((s) => s.media?._id ?? null);
  const episode = usePlayer((s) => s.queue[s.index] ?? null);
  const [target, setTarget] = React.useState<{
    mediaId: string;
    episodeId: string;
    title: string;
  } | null>(null);
  if (!mediaId || !episode) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('h-8 px-2', className)}
        aria-label={`Report “${episode.title}”`}
        aria-haspopup="dialog"
        title="Report"
        onClick={() => setTarget({ mediaId, episodeId: episode._id, title: episode.title })}
      >
        <Flag aria-hidden="true" />
      </Button>
      {target ? (
        <ReportDialog
          {...target}
          open
          onOpenChange={(open) => {
            if (!open) setTarget(null);
          }}
        />
      ) : null}
    </>
  );
}
