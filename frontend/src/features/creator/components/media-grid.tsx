import { motion, useReducedMotion } from 'motion/react';
import { paths } from '@/config/paths';
import { MediaCard } from '@/components/media-card';
import type { Media } from '@/types/media';
import { mediaTypeCopy } from '@/features/creator/utils/media-types';
import { SubmitForReviewButton } from '@/features/creator/components/submit-for-review-button';

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** mediaMeta is the short line under a card's title: type details and the episode count. */
export function mediaMeta(media: Media, withType = false): string {
  const copy = mediaTypeCopy(media.type);
  const count = media.episodeCount ?? media.noOfEpisodes ?? 0;
  const parts: string[] = [];
  if (withType) parts.push(copy.typeLabel);
  if (media.type === 'sermon' && media.preacher) parts.push(media.preacher);
  else if (media.type === 'podcast' && media.category?.title) parts.push(media.category.title);
  else if (media.genre?.title) parts.push(media.genre.title);
  parts.push(plural(count, copy.episode.toLowerCase(), copy.episodes.toLowerCase()));
  return parts.join(' · ');
}

/**
 * MediaGrid is a grid of the creator's media cards; each opens the item's page. A draft's card
 * has its "Submit for review" button.
 */
export function MediaGrid({ items, showType = false }: { items: Media[]; showType?: boolean }) {
  const reduce = useReducedMotion();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
      {items.map((media, i) => (
        <motion.li
          key={media._id}
          initial={reduce ? false : { opacity: 0, y: 8 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.25, delay: Math.min(i, 10) * 0.03 }}
        >
          <MediaCard
            to={paths.user.media(media._id)}
            title={media.title}
            cover={media.thumbnail || media.coverArt || media.image}
            icon={mediaTypeCopy(media.type).icon}
            status={media.adminStatus}
            publishAt={media.publishAt}
            meta={mediaMeta(media, showType)}
            action={
              media.adminStatus === 'draft' ? (
                <SubmitForReviewButton mediaId={media._id} size="sm" />
              ) : undefined
            }
          />
        </motion.li>
      ))}
    </ul>
  );
}
