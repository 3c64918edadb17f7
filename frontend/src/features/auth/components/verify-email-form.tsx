import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/form-errors';
import { clearRegistrationEmail, getRegistrationEmail } from '@/lib/pocketbase';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { MESSAGES } from '@/features/auth/api/messages';
import {
  resendVerificationCode,
  resendVerificationCodeSchema,
} from '@/features/auth/api/resend-verification-code';
import {
  verifyUser,
  verifyUserSchema,
  type VerifyUserInput,
} from '@/features/auth/api/verify-user';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { EmailField } from '@/features/auth/components/email-field';
import { VerificationCodeField } from '@/features/auth/components/verification-code-field';

export function VerifyEmailForm() {
  const navigate = useNavigate();
  const [storedEmail] = React.useState(getRegistrationEmail);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [resending, setResending] = React.useState(false);
  const form = useForm<z.input<typeof verifyUserSchema>, unknown, VerifyUserInput>({
    resolver: zodResolver(verifyUserSchema),
    defaultValues: { verificationCode: '', email: storedEmail ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const res = await verifyUser(values);
      clearRegistrationEmail();
      toast.success(res.message || MESSAGES.emailVerified);
      navigate(paths.login);
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, ['verificationCode', 'email']));
    }
  });

  const onResend = async () => {
    const parsed = resendVerificationCodeSchema.safeParse({ email: form.getValues('email') });
    if (!parsed.success) {
      form.setError('email', { type: 'validate', message: MESSAGES.email });
      return;
    }
    setResending(true);
    try {
      const res = await resendVerificationCode(parsed.data);
      toast.success(res.message || MESSAGES.codeResent);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title="Verify your email"
      description={
        storedEmail ? (
          <>
            Enter the 6-digit code we sent to{' '}
            <span className="font-medium break-words text-foreground">{storedEmail}</span>.
          </>
        ) : (
          'Enter your email and the 6-digit code we sent to it.'
        )
      }
      footer={
        <>
          Already verified?{' '}
          <Link to={paths.login} className="font-medium text-primary-strong hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <FormError message={serverError} />
        {storedEmail ? null : (
          <EmailField
            id="otp-email"
            registration={form.register('email')}
            error={errors.email?.message}
          />
        )}
        {storedEmail && errors.email?.message ? <FormError message={errors.email.message} /> : null}
        <VerificationCodeField
          control={form.control}
          name="verificationCode"
          idPrefix="otp-code"
          labelled
          autoFocus={Boolean(storedEmail)}
          disabled={isSubmitting}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Verify Email'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Didn&apos;t get a code?{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => void onResend()}
            disabled={resending}
          >
            {resending ? 'Sending...' : 'Resend code'}
          </Button>
        </p>
      </form>
    </AuthLayout>
  );
}
