import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { userPb } from '@/lib/pocketbase';
import type { User } from '@/types/api';

export interface UserAuthValue {
  /** user is the signed-in account as GET /api/users/me returned it. */
  user: User;
  /** logout clears the user token and goes to /login. */
  logout: () => void;
}

const UserAuthContext = React.createContext<UserAuthValue | null>(null);

/** signOutUser clears the user token and every cached server answer. */
export function signOutUser(queryClient?: { clear: () => void }): void {
  userPb.authStore.clear();
  queryClient?.clear();
}

export function UserAuthProvider({ user, children }: { user: User; children: React.ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = React.useCallback(() => {
    signOutUser(queryClient);
    navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
  const value = React.useMemo(() => ({ user, logout }), [user, logout]);
  return <UserAuthContext.Provider value={value}>{children}</UserAuthContext.Provider>;
}

/** useUserAuth gives the signed-in user and logout inside the guarded user areas. */
export function useUserAuth(): UserAuthValue {
  const value = React.useContext(UserAuthContext);
  if (!value) throw new Error('useUserAuth must be used within a UserAuthProvider');
  return value;
}
