import * as React from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminAuthProvider } from '@/lib/auth/admin-auth';
import { useAuthToken } from '@/lib/auth/auth-store';
import { adminPb, getStoredAdmin } from '@/lib/pocketbase';

/**
 * RequireAdmin shows its children only while a valid admin token is stored (checked on the
 * client; admin calls answered 401 clear it, which sends the visitor to /admin-login).
 */
export function RequireAdmin({ children }: { children?: React.ReactNode }) {
  const token = useAuthToken(adminPb);
  const location = useLocation();
  const admin = React.useMemo(() => (token ? getStoredAdmin() : null), [token]);

  if (!token || !admin) {
    return (
      <Navigate
        to={paths.adminLogin}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }
  return <AdminAuthProvider admin={admin}>{children ?? <Outlet />}</AdminAuthProvider>;
}
