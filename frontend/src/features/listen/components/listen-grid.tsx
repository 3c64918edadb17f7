import { motion, useReducedMotion } from 'motion/react';
import { ITEM_GRID } from '@/components/item-card';
import type { Media } from '@/types/media';
import { ListenCard } from '@/features/listen/components/listen-card';

/** ListenGrid lays out cards; newly loaded ones fade in. */
export function ListenGrid({ items, showType }: { items: Media[]; showType?: boolean }) {
  const reduce = useReducedMotion();
  return (
    <ul className={ITEM_GRID}>
      {items.map((media, i) => (
        <motion.li
          key={media._id}
          initial={reduce ? false : { opacity: 0, y: 8 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.25, delay: Math.min(i % 20, 10) * 0.03 }}
        >
          <ListenCard media={media} showType={showType} />
        </motion.li>
      ))}
    </ul>
  );
}
