import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SegmentedProps<T extends string> {
  /** label names the group for screen readers ("Type"). */
  label: string;
  value: T;
  options: Array<{ value: T; label: string; icon?: LucideIcon }>;
  onChange: (value: T) => void;
  className?: string;
}

/** Segmented is a row of toggle buttons of which one is on (aria-pressed). */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex max-w-full rounded-lg bg-stone-100 p-1', className)}
    >
      {options.map((o) => {
        const on = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(o.value)}
            className={cn(
              'inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-stone-600 transition-colors hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:flex-none',
              on && 'bg-background text-stone-900 shadow-sm',
            )}
          >
            {o.icon ? <o.icon className="hidden size-4 sm:block" aria-hidden="true" /> : null}
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
