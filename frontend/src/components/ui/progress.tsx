import * as React from 'react';
import { cn } from '@/lib/utils';

/** Progress is a determinate bar, 0 to 100, exposed as a progressbar. */
export function Progress({
  value,
  className,
  ...props
}: React.ComponentProps<'div'> & { value: number }) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(v)}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-gold-100', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
        style={{ width: `${v}%` }}
      />
    </div>
  );
}
