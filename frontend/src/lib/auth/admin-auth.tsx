import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { adminPb } from '@/lib/pocketbase';
import type { Admin } from '@/types/api';

export interface AdminAuthValue {
  /** admin is the record stored at sign-in. */
  admin: Admin;
  /** logout clears the admin token and goes to /admin-login. */
  logout: () => void;
}

const AdminAuthContext = React.createContext<AdminAuthValue | null>(null);

export function AdminAuthProvider({
  admin,
  children,
}: {
  admin: Admin;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = React.useCallback(() => {
    adminPb.authStore.clear();
    queryClient.clear();
    navigate(paths.adminLogin, { replace: true });
  }, [navigate, queryClient]);
  const value = React.useMemo(() => ({ admin, logout }), [admin, logout]);
  return <AdminAuthContext.Provider value={value}>{children}</AdminAuthContext.Provider>;
}

/** useAdminAuth gives the signed-in admin and logout inside the admin area. */
export function useAdminAuth(): AdminAuthValue {
  const value = React.useContext(AdminAuthContext);
  if (!value) throw new Error('useAdminAuth must be used within an AdminAuthProvider');
  return value;
}
