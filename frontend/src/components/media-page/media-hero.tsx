import type * as React from 'react';
import { ListMusic, Pause, Play, Timer } from 'lucide-react';
import { formatDuration, formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { MediaCover } from '@/components/media-cover';
import { MediaMetaItem } from '@/components/media-meta-item';
import { listenTypeCopy } from '@/components/media-types';
import { ReportButton } from '@/components/report/report-button';
import { ShareMenu } from '@/components/share/share-menu';
import { Button } from '@/components/ui/button';
import type { MediaWithEpisodes } from '@/types/media';

export interface MediaHeroProps {
  media: MediaWithEpisodes;
  /** byline: the line under the title, who the item is by (a link on the public page). */
  byline: React.ReactNode;
  /** actions: the buttons before Share (play, like). */
  actions: React.ReactNode;
  /** children: what follows the buttons (the follow button). */
  children?: React.ReactNode;
  className?: string;
}

/**
 * MediaHero is the header of an item's page, in the app and in public: cover, type, title,
 * byline, its figures (episodes, length, plays), the play, like and share buttons, a quiet
 * "Report", and then `children`.
 */
export function MediaHero({ media, byline, actions, children, className }: MediaHeroProps) {
  const copy = listenTypeCopy(media.type);
  const count = media.episodes.length;
  return (
    <header className={cn('flex flex-col gap-6 sm:flex-row', className)}>
      <MediaCover
        src={media.coverArt || media.image || media.thumbnail}
        icon={copy.icon}
        className="size-48 shrink-0 self-center rounded-xl shadow-lg sm:size-56 sm:self-auto"
      />
      <div className="grid min-w-0 flex-1 gap-3">
        <span className="text-xs font-semibold tracking-wider text-gold-700 uppercase">
          {copy.typeLabel}
        </span>
        <h1 className="text-3xl font-semibold tracking-tight break-words sm:text-4xl">
          {media.title}
        </h1>
        {byline}
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <MediaMetaItem icon={ListMusic}>
            {formatQuantity(count, copy.episode.toLowerCase())}
          </MediaMetaItem>
          <MediaMetaItem icon={Timer}>{formatDuration(media.duration)}</MediaMetaItem>
          <MediaMetaItem icon={Play}>{formatQuantity(media.plays, 'play')}</MediaMetaItem>
        </ul>
        <div className="flex flex-wrap items-center gap-3 pt-2">
          {actions}
          <ShareMenu id={media._id} title={media.title} episodeCount={count} />
          <ReportButton mediaId={media._id} title={media.title} className="px-3" />
        </div>
        {children}
      </div>
    </header>
  );
}

/** PlayButton is an item page's main button: Pause while the item plays, else Play. */
export function PlayButton({
  playing,
  label,
  onClick,
  disabled,
  className,
}: {
  playing: boolean;
  label: string;
  onClick: () => void;
  disabled: boolean;
  className: string;
}) {
  return (
    <Button size="lg" className={className} onClick={onClick} disabled={disabled}>
      {playing ? (
        <Pause className="size-5 fill-current" aria-hidden="true" />
      ) : (
        <Play className="size-5 fill-current" aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}
