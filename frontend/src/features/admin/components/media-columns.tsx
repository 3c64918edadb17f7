import type * as React from 'react';
import { formatCount } from '@/lib/format';
import type { AdminMedia } from '@/features/admin/types';
import type { MediaColumn } from '@/features/admin/components/media-table-page';

/**
 * titleColumn is the Title column of the admin media tables: the title opens the item's details;
 * under it, the line narrow screens show in place of the hidden columns (`summary`) and `extra`.
 */
export function titleColumn(
  summary: (item: AdminMedia) => string,
  extra?: (item: AdminMedia) => React.ReactNode,
): MediaColumn {
  return {
    header: 'Title',
    className: 'min-w-44 whitespace-normal',
    cell: (item, open) => (
      <div className="grid gap-1">
        <button
          type="button"
          onClick={open}
          className="w-fit text-left font-medium hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {item.title}
        </button>
        <p className="text-xs text-muted-foreground md:hidden">{summary(item)}</p>
        {extra?.(item)}
      </div>
    ),
  };
}

/** categoryColumn is the item's category, shown on wide screens. */
export const categoryColumn: MediaColumn = {
  header: 'Category',
  className: 'hidden whitespace-normal lg:table-cell',
  cell: (item) => item.category?.title || '—',
};

/** playsColumn is the item's play count under the table's own header. */
export function playsColumn(header: string): MediaColumn {
  return {
    header,
    className: 'hidden text-right tabular-nums sm:table-cell',
    cell: (item) => formatCount(item.plays),
  };
}
