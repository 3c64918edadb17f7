import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

/** ForgotPasswordRoute is the three-step reset: email, code, new password. */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordFlow />;
}
