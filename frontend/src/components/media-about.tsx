import type * as React from 'react';
import type { Fact } from '@/lib/media-facts';

/**
 * MediaAbout is the side column of an item page: its description under "About", then its
 * facts as a definition list (left out when there are none). `children` come last.
 */
export function MediaAbout({
  description,
  facts,
  children,
}: {
  description: string | undefined;
  facts: Fact[];
  children?: React.ReactNode;
}) {
  return (
    <aside className="grid content-start gap-6">
      <section aria-labelledby="about-heading" className="grid gap-2">
        <h2 id="about-heading" className="text-lg font-semibold">
          About
        </h2>
        <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
          {description || 'No description yet.'}
        </p>
      </section>
      {facts.length ? (
        <dl className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {label}
              </dt>
              <dd className="text-sm">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </aside>
  );
}
