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
  /** meta: a short line under the title (type, genre, episode count). */
  meta?: string;
}

/** MediaCard is one item of a media grid: cover, title, meta line and review status; a link. */
export function MediaCard({ to, title, cover, icon, status, meta }: MediaCardProps) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-3 shadow-sm transition-all hover:-translate-y-0.5 hover:border-gold-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
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
        <StatusIndicator status={status} className="mt-0.5" />
      </div>
    </Link>
  );
}
