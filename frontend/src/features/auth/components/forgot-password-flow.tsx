import * as React from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { requestPasswordReset } from '@/features/auth/api/forgot-password';
import { MESSAGES } from '@/features/auth/api/messages';
import { resetPassword } from '@/features/auth/api/reset-password';
import { verifyResetCode } from '@/features/auth/api/verify-reset-code';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import {
  CodeStep,
  EmailStep,
  PasswordStep,
} from '@/features/auth/components/forgot-password-steps';

type Step = 0 | 1 | 2 | 'done';

const STEPS = [
  {
    title: 'Forgot your password?',
    description: "Enter your account's email and we'll send you a code.",
  },
  { title: 'Check your email', description: 'Enter the 6-digit code to continue.' },
  { title: 'Choose a new password', description: 'Use at least 8 characters.' },
] as const;

function StepIndicator({ step }: { step: 0 | 1 | 2 }) {
  return (
    <div className="mb-6 grid gap-2">
      <p className="text-xs font-medium text-muted-foreground">Step {step + 1} of 3</p>
      <div className="grid grid-cols-3 gap-2" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className={i <= step ? 'h-1.5 rounded-full bg-primary' : 'h-1.5 rounded-full bg-muted'}
          />
        ))}
      </div>
    </div>
  );
}

/** ForgotPasswordFlow is the three-step reset: email, code, new password. */
export function ForgotPasswordFlow() {
  const [step, setStep] = React.useState<Step>(0);
  const [email, setEmail] = React.useState('');
  const [resetToken, setResetToken] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);

  const goTo = (next: Step) => {
    setError(null);
    setStep(next);
  };

  const sendCode = async (to: string) => {
    const res = await requestPasswordReset({ email: to });
    toast.success(res.message || MESSAGES.resetCodeSent(to));
  };

  const onEmail = async ({ email: to }: { email: string }) => {
    setError(null);
    try {
      await sendCode(to);
      setEmail(to);
      goTo(1);
    } catch (e) {
      setError(errorMessage(e, MESSAGES.sendCodeFailed));
    }
  };

  const onResend = async () => {
    setError(null);
    try {
      await sendCode(email);
    } catch (e) {
      setError(errorMessage(e, MESSAGES.sendCodeFailed));
    }
  };

  const onCode = async ({ code }: { code: string }) => {
    setError(null);
    try {
      const res = await verifyResetCode({ email, code });
      setResetToken(res.data.resetToken);
      toast.success(res.message || MESSAGES.resetCodeVerified);
      goTo(2);
    } catch (e) {
      setError(errorMessage(e, MESSAGES.verifyCodeFailed));
    }
  };

  const onPassword = async ({ password }: { password: string }) => {
    setError(null);
    try {
      await resetPassword({ email, resetToken, password });
      goTo('done');
    } catch (e) {
      setError(errorMessage(e, MESSAGES.resetFailed));
    }
  };

  if (step === 'done') {
    return (
      <AuthLayout title="Password reset" align="center">
        <div role="status" className="grid justify-items-center gap-4 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
            <CheckCircle2 className="size-7" aria-hidden="true" />
          </div>
          <p className="text-base font-medium">{MESSAGES.passwordReset}</p>
          <p className="text-sm text-muted-foreground">
            You can now sign in with your new password.
          </p>
          <Button asChild size="lg" className="mt-2 w-full">
            <Link to={paths.login}>Go to Sign In</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={STEPS[step].title}
      description={STEPS[step].description}
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login} className="font-medium text-primary-strong hover:underline">
            Back to Sign In
          </Link>
        </>
      }
    >
      <StepIndicator step={step} />
      {step === 0 ? <EmailStep defaultEmail={email} onSubmit={onEmail} error={error} /> : null}
      {step === 1 ? (
        <CodeStep
          email={email}
          onSubmit={onCode}
          onBack={() => goTo(0)}
          onResend={onResend}
          error={error}
        />
      ) : null}
      {step === 2 ? (
        <PasswordStep onSubmit={onPassword} onBack={() => goTo(1)} error={error} />
      ) : null}
    </AuthLayout>
  );
}
