import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppToaster } from '@/app/toaster';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** renderApp renders the real route table at `path`, with a fresh query cache and the toaster. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
