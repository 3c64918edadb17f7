import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';

/** MediaMetaItem is one figure in an item page's header line (episodes, length, plays). */
export function MediaMetaItem({
  icon: Icon,
  children,
}: {
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </li>
  );
}
