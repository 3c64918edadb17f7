import { cn } from '@/lib/utils';

/** LogoMark is Selah's gold square mark; decorative unless given a title. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#C9A227" />
      <path
        d="M20.5 9.5c-1.2-1-2.8-1.5-4.6-1.5-3.2 0-5.4 1.8-5.4 4.3 0 2.6 2.2 3.5 4.6 4.1 2 .5 2.9.9 2.9 1.9 0 1-1 1.7-2.6 1.7-1.6 0-3-.6-4.1-1.7L9.5 20.6c1.5 1.5 3.6 2.4 5.9 2.4 3.5 0 5.7-1.8 5.7-4.5 0-2.7-2.2-3.6-4.7-4.2-1.9-.5-2.8-.8-2.8-1.7 0-.8.9-1.4 2.2-1.4 1.2 0 2.3.4 3.3 1.1z"
        fill="#1c1917"
      />
    </svg>
  );
}

/** Logo is the mark with the word "Selah". */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2.5 text-xl font-semibold tracking-tight',
        className,
      )}
    >
      <LogoMark className={markClassName} />
      <span>Selah</span>
    </span>
  );
}
