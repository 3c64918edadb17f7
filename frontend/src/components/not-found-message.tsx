import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * NotFoundMessage is what a 404 screen says (the app's and the public pages'): an icon, "404",
 * the heading, a sentence, then `children`, the ways on. The screen puts it in its landmark.
 */
export function NotFoundMessage({
  icon: Icon,
  title,
  titleId,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** titleId: the heading's id, for a landmark that it names. */
  titleId?: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <div className="flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-800">
        <Icon className="size-7" aria-hidden="true" />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">404</p>
        <h1 id={titleId} className="text-3xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="max-w-md text-muted-foreground">{description}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </>
  );
}
