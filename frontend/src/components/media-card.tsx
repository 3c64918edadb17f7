import type * as React from 'react';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { MediaCover } from '@/components/media-cover';
import { StatusIndicator } from '@/components/status-badge';

export interface MediaCardProps {
  to: string;
  title: string;
  /** cover: the thumbnail (or the full cover) URL; '' shows the placeholder. */
  cover?: string;
  icon?: LucideIcon;
  status: string;
  /** publishAt: the release time a Scheduled status shows. */
  publishAt?: string;
  /** meta: a short line under the title (type, genre, episode count). */
  meta?: string;
  /** action: a button under the link (a draft's "Submit for review"); links cannot hold one. */
  action?: React.ReactNode;
}

/**
 * MediaCard is one item of a media grid: cover, title, meta line and review status, as a link;
 * an action, when given, sits below it in the same card.
 */
export function MediaCard({
  to,
  title,
  cover,
  icon,
  status,
  publishAt,
  meta,
  action,
}: MediaCardProps) {
  return (
    <div className="flex h-full flex-col rounded-xl border bg-card shadow-sm transition-all has-[a:hover]:-translate-y-0.5 has-[a:hover]:border-gold-300 has-[a:hover]:shadow-md">
      <Link
        to={to}
        className="group flex flex-1 flex-col gap-3 rounded-xl p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <MediaCover
          src={cover}
          icon={icon}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <div className="grid min-w-0 gap-1 px-0.5 pb-0.5">
          <p className="line-clamp-2 leading-snug font-medium break-words" title={title}>
            {title}
          </p>
          {meta ? <p className="truncate text-xs text-muted-foreground">{meta}</p> : null}
          <StatusIndicator status={status} publishAt={publishAt} className="mt-0.5" />
        </div>
      </Link>
      {action ? <div className="grid px-3 pb-3">{action}</div> : null}
    </div>
  );
}
