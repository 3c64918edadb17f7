import { cn } from '@/lib/utils';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Each record's placeholder follows the record it stands for: an item's square cover beside its
 * title, or a user's round avatar, then the blocks below (facts and description, figures and
 * uploads).
 */
const SHAPES = {
  cover: {
    gap: 'gap-5',
    row: '',
    picture: 'size-24 shrink-0 rounded-lg',
    lines: 'content-start',
    title: 'w-2/3',
    blocks: ['h-24', 'h-32'],
  },
  avatar: {
    gap: 'gap-4',
    row: 'items-center',
    picture: 'size-16 rounded-full',
    lines: '',
    title: 'w-1/2',
    blocks: ['h-20', 'h-40'],
  },
} as const;

/** RecordSkeleton stands in for a RecordDialog's record while it loads; screen readers skip it. */
export function RecordSkeleton({ picture }: { picture: keyof typeof SHAPES }) {
  const shape = SHAPES[picture];
  return (
    <div className={cn('grid', shape.gap)} aria-hidden="true">
      <div className={cn('flex gap-4', shape.row)}>
        <Skeleton className={shape.picture} />
        <div className={cn('grid flex-1 gap-2', shape.lines)}>
          <Skeleton className={cn('h-6', shape.title)} />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      {shape.blocks.map((height) => (
        <Skeleton key={height} className={cn('w-full', height)} />
      ))}
    </div>
  );
}
