import { paths } from '@/config/paths';
import { ItemCard } from '@/components/item-card';
import { byLine, listenTypeCopy } from '@/components/media-types';
import type { Media } from '@/types/media';

/** PublicMediaCard is one public item in a grid: cover, title, type and who it is by; to /m/{id}. */
export function PublicMediaCard({ media }: { media: Media }) {
  const by = byLine(media);
  return (
    <ItemCard
      media={media}
      to={paths.public.media(media._id)}
      subtitle={`${listenTypeCopy(media.type).typeLabel}${by ? ` · ${by}` : ''}`}
      coverClassName="motion-reduce:transition-none motion-reduce:group-hover:scale-100"
    />
  );
}
