import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { adminLogin } from '@/features/auth/api/admin-login';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export default function AdminLoginRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Admin sign in" description="Sign in to review media and manage users.">
      <LoginForm
        idPrefix="admin-login"
        submit={adminLogin}
        onSuccess={() => navigate(paths.admin.root, { replace: true })}
      />
    </AuthLayout>
  );
}
