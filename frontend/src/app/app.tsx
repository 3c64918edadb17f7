import { RouterProvider } from 'react-router-dom';
import { AppShell } from '@/app/app-shell';
import { router } from '@/app/router';

export function App() {
  return (
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>
  );
}
