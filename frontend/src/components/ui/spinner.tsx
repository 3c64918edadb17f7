import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SpinnerProps extends React.ComponentProps<'svg'> {
  /** label is read by screen readers; pass '' when a visible text already says it. */
  label?: string;
}

export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <>
      <Loader2
        data-slot="spinner"
        aria-hidden="true"
        className={cn('size-5 animate-spin text-primary', className)}
        {...props}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

// FullScreenSpinner lives in its own module (no class merging) so the entry chunk can use it.
export { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
