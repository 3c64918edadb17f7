import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSignInLanding } from '@/features/auth/utils/use-sign-in-landing';

export default function LoginRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from ?? params.get('next');
  const { submit, onSuccess } = useSignInLanding(from);

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to manage your songs, podcasts and sermons."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to={paths.createAccount}
            className="font-medium text-primary-strong hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm idPrefix="login" submit={submit} showForgotPassword onSuccess={onSuccess} />
    </AuthLayout>
  );
}
