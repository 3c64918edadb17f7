import type * as React from 'react';
import { Library } from 'lucide-react';

/**
 * SidebarLibraryCard is the frame of the sidebar's Library (the creator's uploads, a listener's
 * likes and plays): the heading, the dashed card and its loading and error lines. Once the counts
 * are in, the card shows `children`.
 */
export function SidebarLibraryCard({
  pending,
  failed,
  children,
}: {
  pending: boolean;
  failed: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="library-heading">
      <h2
        id="library-heading"
        className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        Library
      </h2>
      <div className="rounded-lg border border-dashed bg-background px-4 py-4 text-center">
        <Library className="mx-auto mb-2 size-5 text-muted-foreground" aria-hidden="true" />
        {pending ? (
          <p className="text-xs text-muted-foreground">Loading...</p>
        ) : failed ? (
          <p className="text-xs text-muted-foreground">Your library could not be loaded.</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
