import * as React from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useToasterRequested } from '@/app/toaster-gate';

const AppToaster = React.lazy(() =>
  import('@/app/toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * AppShell wraps the whole app, eagerly: the top-level error boundary, and the toaster once a
 * route has asked for it. The query client is provided by the lazy QueryAndToasterLayout route
 * (app/query-and-toaster-layout.tsx), which asks for the toaster, so neither is part of what the
 * landing page downloads.
 */
export function AppShell({ children }: { children: React.ReactNode }) {
  const toaster = useToasterRequested();
  return (
    <ErrorBoundary>
      {children}
      {toaster ? (
        <React.Suspense fallback={null}>
          <AppToaster />
        </React.Suspense>
      ) : null}
    </ErrorBoundary>
  );
}
