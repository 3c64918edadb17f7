import * as React from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { isApiError, errorMessage } from '@/lib/api';
import { useAuthToken } from '@/lib/auth/auth-store';
import { meQueryOptions } from '@/lib/auth/me';
import { UserAuthProvider } from '@/lib/auth/user-auth';
import { userPb } from '@/lib/pocketbase';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { startOffline } from '@/features/offline/start';

/**
 * RequireUser shows its children (or the nested route) only to a signed-in user: no valid
 * stored token goes to /login; the token is confirmed once with GET /api/users/me, and a
 * 401/403 answer clears it.
 */
export function RequireUser({ children }: { children?: React.ReactNode }) {
  const token = useAuthToken(userPb);
  const location = useLocation();
  const me = useQuery(meQueryOptions(token));
  const rejected = isApiError(me.error) && (me.error.status === 401 || me.error.status === 403);

  React.useEffect(() => {
    if (rejected) userPb.authStore.clear();
  }, [rejected]);
  // The downloads and the reports kept offline, once the signed-in app loads.
  React.useEffect(startOffline, []);

  if (!token || rejected) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (me.isPending) return <FullScreenSpinner label="Checking your session" />;
  if (me.isError) {
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-xl font-semibold">We could not check your session</h1>
        <p className="max-w-md text-muted-foreground">{errorMessage(me.error)}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </div>
    );
  }
  return <UserAuthProvider user={me.data}>{children ?? <Outlet />}</UserAuthProvider>;
}
