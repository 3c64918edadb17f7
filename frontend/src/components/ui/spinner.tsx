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

/** FullScreenSpinner covers the viewport while a guard or a lazy area loads. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh w-full items-center justify-center bg-background"
    >
      <Spinner className="size-10" label={label} />
    </div>
  );
}
