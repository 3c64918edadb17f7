import type { ReactNode } from 'react';

import { clsx } from 'clsx';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}

/** SectionHeading is the eyebrow, title and lead paragraph that open each landing page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  tone = 'light',
}: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={clsx(
          'text-sm font-semibold tracking-wide uppercase',
          tone === 'light' ? 'text-primary-strong' : 'text-gold-300',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={clsx(
          'mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
          tone === 'light' ? 'text-foreground' : 'text-white',
        )}
      >
        {title}
      </h2>
      {description ? (
        <p
          className={clsx(
            'mt-4 text-lg leading-8 text-pretty',
            tone === 'light' ? 'text-muted-foreground' : 'text-stone-300',
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}
