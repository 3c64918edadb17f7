import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { login } from '@/features/auth/api/login';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/features/auth/utils/safe-redirect';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from ?? params.get('next');

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
      <LoginForm
        idPrefix="login"
        submit={login}
        showForgotPassword
        onSuccess={() => navigate(safeRedirect(from), { replace: true })}
      />
    </AuthLayout>
  );
}
