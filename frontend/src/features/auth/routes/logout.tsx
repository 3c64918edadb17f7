import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { signOutUser } from '@/lib/auth/user-auth';
import { FullScreenSpinner } from '@/components/ui/spinner';

/** LogoutRoute signs the user out and goes to /login. */
export default function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  React.useEffect(() => {
    signOutUser(queryClient);
    navigate(paths.login, { replace: true });
  }, [queryClient, navigate]);
  return <FullScreenSpinner label="Signing out" />;
}
