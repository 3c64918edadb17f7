import * as React from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useToasterRequested } from '@/app/toaster-gate';

const AppToaster = React.lazy(() =>
  import('@/app/toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * AppProvider wraps the whole app. The query client is provided by the AppProviders layout route
 * (app/app-providers.tsx) and the toaster mounts once that route has asked for it, so neither is
 * part of what the landing page downloads.
 */
export function AppProvider({ children }: { children: React.ReactNode }) {
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
