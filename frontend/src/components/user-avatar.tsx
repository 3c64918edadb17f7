import * as React from 'react';
import { cn } from '@/lib/utils';

/** UserAvatar is a round photo, or the first letter of the name on gold. */
export function UserAvatar({
  src,
  name,
  className,
}: {
  src?: string | null;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = React.useState<string | null>(null);
  const show = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gold-100 font-semibold text-gold-900',
        className,
      )}
      aria-hidden="true"
    >
      {show ? (
        <img
          src={src ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        (name.trim().charAt(0) || '?').toUpperCase()
      )}
    </span>
  );
}
