import { Link } from 'react-router-dom';
import { motion, useReducedMotion } from 'motion/react';
import { ArrowRight, Play, Upload } from 'lucide-react';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/empty-state';
import { MediaCover } from '@/components/media-cover';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatCount, formatDate } from '@/lib/format';
import type { Media } from '@/types/media';
import { mediaTypeCopy } from '@/features/creator/utils/media-types';

/** RecentUploads is the dashboard's last four items; rows come in with a 0.1 s stagger. */
export function RecentUploads({ items }: { items: Media[] }) {
  const reduce = useReducedMotion();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Upload aria-hidden="true" />}
        title="No uploads yet"
        description="Share your first song, sermon or podcast and follow its review status from this page."
        action={
          <Button asChild>
            <Link to={paths.user.songs}>Upload Music</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card shadow-sm">
      {items.map((media, i) => {
        const copy = mediaTypeCopy(media.type);
        const genre = media.genre?.title;
        return (
          <motion.li
            key={media._id}
            initial={reduce ? false : { opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{ duration: 0.3, delay: i * 0.1 }}
          >
            <Link
              to={paths.user.media(media._id)}
              className="flex items-center gap-4 px-4 py-3 transition-colors first:rounded-t-xl last:rounded-b-xl hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none sm:px-5"
            >
              <MediaCover
                src={media.thumbnail || media.coverArt || media.image}
                icon={copy.icon}
                className="size-12 shrink-0 rounded-md"
              />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="truncate font-medium">{media.title}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {[copy.typeLabel, genre, formatDate(media.createdAt)].filter(Boolean).join(' · ')}
                </p>
              </div>
              <span
                className="hidden items-center gap-1.5 text-sm text-muted-foreground tabular-nums sm:inline-flex"
                title="Plays"
              >
                <Play className="size-3.5" aria-hidden="true" />
                {formatCount(media.plays)}
                <span className="sr-only"> plays</span>
              </span>
              <StatusBadge status={media.adminStatus} publishAt={media.publishAt} />
            </Link>
          </motion.li>
        );
      })}
    </ul>
  );
}

/** ViewAllContentLink goes to /app/content. */
export function ViewAllContentLink() {
  return (
    <Button asChild variant="link" className="h-auto px-0">
      <Link to={paths.app.content}>
        View All Content
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
