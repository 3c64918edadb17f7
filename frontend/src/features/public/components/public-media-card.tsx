import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MediaCover } from '@/components/media-cover';
import type { Media } from '@/types/media';
import { byLine, listenTypeCopy } from '@/features/listen/utils/media-types';

/** PublicMediaCard is one public item in a grid: cover, title, type and who it is by; to /m/{id}. */
export function PublicMediaCard({ media }: { media: Media }) {
  const copy = listenTypeCopy(media.type);
  const by = byLine(media);
  return (
    <Link
      to={paths.public.media(media._id)}
      className="group flex h-full flex-col gap-3 rounded-xl p-2 transition-colors hover:bg-stone-100/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <MediaCover
        src={media.thumbnail || media.coverArt || media.image}
        icon={copy.icon}
        className="shadow-sm transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      <div className="grid min-w-0 gap-0.5 px-0.5">
        <p className="line-clamp-2 leading-snug font-medium break-words" title={media.title}>
          {media.title}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {copy.typeLabel}
          {by ? ` · ${by}` : ''}
        </p>
      </div>
    </Link>
  );
}
