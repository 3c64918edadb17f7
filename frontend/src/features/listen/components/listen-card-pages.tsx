import { ITEM_GRID } from '@/components/item-card';
import { LoadMore, type MorePages } from '@/components/list-states';
import type { Media } from '@/types/media';
import { ListenCard } from '@/features/listen/components/listen-card';

/**
 * ListenCardPages is the loaded pages of a listener's list of items (liked, from followed
 * creators): the cards in the browse grid's columns, so every list's cards are the same size,
 * and "Show more" while the server has more.
 */
export function ListenCardPages({
  items,
  pages,
  total,
}: {
  items: Media[];
  pages: MorePages;
  total: number;
}) {
  return (
    <div className="grid gap-4">
      <ul className={ITEM_GRID}>
        {items.map((media) => (
          <li key={media._id}>
            <ListenCard media={media} showType />
          </li>
        ))}
      </ul>
      <LoadMore pages={pages} label="Show more" shown={items.length} total={total} />
    </div>
  );
}
