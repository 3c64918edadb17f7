import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

import { LEGAL_EFFECTIVE_DATE } from '../content/site';

/** LegalSection is one numbered section of a legal document. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
  /** the other legal document, linked from the header */
  related: { to: string; label: string };
}

/**
 * LegalPage lays out a legal document: title and effective date, a table of contents (a sticky column on
 * wide screens, a collapsible list on phones) and numbered sections with readable line lengths.
 */
export function LegalPage({ title, summary, sections, related }: LegalPageProps) {
  const toc = (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="bg-gradient-to-b from-gold-50/70 to-background to-[28rem]">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">Legal</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-foreground sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-sm text-muted-foreground">
            Effective <time dateTime="2025-08-18">{LEGAL_EFFECTIVE_DATE}</time>
            <span aria-hidden="true"> · </span>
            <Link
              to={related.to}
              className="font-medium text-primary-strong underline-offset-4 hover:underline"
            >
              {related.label}
            </Link>
          </p>
          <div className="mt-6 text-lg leading-8 text-stone-700">{summary}</div>
        </header>

        <details className="group mt-10 rounded-xl border bg-card lg:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
            Contents
            <ChevronDownIcon
              aria-hidden="true"
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <nav aria-label="Contents" className="border-t px-2 py-3">
            {toc}
          </nav>
        </details>

        <div className="mt-10 grid gap-12 lg:mt-14 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside className="hidden lg:block">
            <nav
              aria-label="Contents"
              className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pr-2"
            >
              <p className="mb-3 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Contents
              </p>
              {toc}
            </nav>
          </aside>

          <article className="max-w-3xl">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className={cn('scroll-mt-24', index > 0 && 'mt-12 border-t pt-10')}
              >
                <h2
                  id={`${section.id}-title`}
                  className="flex gap-3 text-2xl font-semibold tracking-tight text-foreground"
                >
                  <span className="text-primary-strong tabular-nums">{index + 1}.</span>
                  <span>{section.title}</span>
                </h2>
                <div className="mt-4 space-y-4 text-base leading-7 text-stone-700 [&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-gold-600">
                  {section.content}
                </div>
              </section>
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}
