import { paths } from '@/config/paths';
import { ItemCard } from '@/components/item-card';
import { byLine, listenTypeCopy } from '@/components/media-types';
import type { Media } from '@/types/media';

/** ListenCard is one approved item in the listener's grid: cover, title, who it is by. */
export function ListenCard({ media, showType = false }: { media: Media; showType?: boolean }) {
  return (
    <ItemCard
      media={media}
      to={paths.app.media(media._id)}
      subtitle={
        <>
          {showType ? <span>{listenTypeCopy(media.type).typeLabel} · </span> : null}
          {byLine(media) || '—'}
        </>
      }
    />
  );
}
