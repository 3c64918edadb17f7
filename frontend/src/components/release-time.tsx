import { formatReleaseTime } from '@/lib/release-time';
import { cn } from '@/lib/utils';

/**
 * ReleaseTime is a release time as the viewer reads it (their locale and time zone), in a
 * <time> carrying the UTC value; nothing when there is none.
 */
export function ReleaseTime({
  iso,
  className,
}: {
  iso: string | null | undefined;
  className?: string;
}) {
  const text = formatReleaseTime(iso);
  if (!text || !iso) return null;
  return (
    <time dateTime={iso} className={cn('tabular-nums', className)}>
      {text}
    </time>
  );
}
