import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { login } from '@/features/auth/api/login';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

/** safeRedirect keeps a guard's "from" only when it is one of the user areas. */
function safeRedirect(from: unknown): string {
  if (typeof from === 'string' && /^\/(user|app)(\/|$|\?)/.test(from)) return from;
  return paths.user.root;
}

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to manage your songs, podcasts and sermons."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.createAccount} className="font-medium text-primary-strong hover:underline">
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
