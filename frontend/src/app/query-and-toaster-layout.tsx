import * as React from 'react';
import { Outlet } from 'react-router-dom';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { requestToaster } from '@/app/toaster-gate';
import { queryClient } from '@/lib/query-client';

/**
 * QueryAndToasterLayout is the layout route above every page that fetches data or raises toasts
 * (all but the landing page and the two legal pages): it provides the app's query client, unless
 * one is already provided above the router (as the tests do), and asks AppShell to mount the
 * toaster. It is a lazy chunk, so the landing page loads neither TanStack Query nor sonner.
 */
export default function QueryAndToasterLayout() {
  const outer = React.useContext(QueryClientContext);
  React.useEffect(() => {
    requestToaster();
  }, []);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
