import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { login, type LoginInput } from '@/features/auth/api/login';
import { landingAfterSignIn } from '@/features/auth/utils/landing';

/**
 * useSignInLanding is /login's form wiring: submit signs in and works out where the account
 * lands (landingAfterSignIn: `from`, else the creator's or the listener's home), onSuccess
 * goes there.
 */
export function useSignInLanding(from: unknown) {
  const navigate = useNavigate();
  const landing = React.useRef<string>(paths.app.root);
  return {
    submit: async (values: LoginInput) => {
      const { user } = await login(values);
      landing.current = landingAfterSignIn(user, from);
    },
    onSuccess: () => navigate(landing.current, { replace: true }),
  };
}
