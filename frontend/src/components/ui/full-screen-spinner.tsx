import { Loader2 } from 'lucide-react';

/**
 * FullScreenSpinner covers the viewport while a guard or a lazy area loads. It renders what
 * `<Spinner className="size-10" label={label} />` renders, with the merged classes written out, so the
 * entry chunk (the router's fallback) needs no tailwind-merge; spinner.test.tsx compares the two.
 */
/** SPINNER_CLASS is cn('size-5 animate-spin text-primary', 'size-10'), in the order cn gives. */
const SPINNER_CLASS = 'animate-spin text-primary size-10';

export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh w-full items-center justify-center bg-background"
    >
      <Loader2 data-slot="spinner" aria-hidden="true" className={SPINNER_CLASS} />
      {label ? <span className="sr-only">{label}</span> : null}
    </div>
  );
}
