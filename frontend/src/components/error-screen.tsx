import type * as React from 'react';
import { BUTTON_CLASS } from '@/components/ui/button-class';

/**
 * ErrorScreen is the whole-page "Something went wrong" of the route error
 * page and the top-level error boundary: what happened, a reload button and
 * whatever further actions the caller can offer (`children`).
 */
export function ErrorScreen({ detail, children }: { detail: string; children?: React.ReactNode }) {
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          data-slot="button"
          className={BUTTON_CLASS.primary}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        {children}
      </div>
    </main>
  );
}
