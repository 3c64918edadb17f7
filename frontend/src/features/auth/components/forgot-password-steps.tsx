import * as React from 'react';
import { useForm } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import {
  forgotPasswordSchema,
  type ForgotPasswordInput,
} from '@/features/auth/api/forgot-password';
import {
  resetPasswordSchema,
  type ResetPasswordFormInput,
} from '@/features/auth/api/reset-password';
import { verifyResetCodeSchema } from '@/features/auth/api/verify-reset-code';
import { EmailField } from '@/features/auth/components/email-field';
import { VerificationCodeField } from '@/features/auth/components/verification-code-field';
import { NewPasswordFields } from '@/components/new-password-fields';

interface StepProps<T> {
  onSubmit: (values: T) => Promise<void>;
  error: string | null;
}

/** EmailStep is step 0: the account's email. */
export function EmailStep({
  defaultEmail,
  onSubmit,
  error,
}: StepProps<ForgotPasswordInput> & { defaultEmail: string }) {
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <FormError message={error} />
      <EmailField
        id="reset-email"
        registration={form.register('email')}
        error={errors.email?.message}
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending code...' : 'Send Code'}
      </Button>
    </form>
  );
}

/** CodeStep is step 1: the 6-digit code sent by email. */
export function CodeStep({
  email,
  onSubmit,
  onBack,
  onResend,
  error,
}: StepProps<{ code: string }> & {
  email: string;
  onBack: () => void;
  onResend: () => Promise<void>;
}) {
  const [resending, setResending] = React.useState(false);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(verifyResetCodeSchema),
    defaultValues: { code: '' },
  });
  const { isSubmitting } = form.formState;
  const busy = isSubmitting || resending;

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-6">
      <FormError message={error} />
      <p className="text-sm text-muted-foreground">
        We sent a code to <span className="font-medium break-words text-foreground">{email}</span>.
      </p>
      <VerificationCodeField
        control={form.control}
        name="code"
        idPrefix="reset-code"
        autoFocus
        disabled={isSubmitting}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {isSubmitting ? 'Verifying...' : 'Verify Code'}
      </Button>
      <div className="-mx-3 flex items-center justify-between gap-2 text-sm">
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button
          type="button"
          variant="link"
          className="px-3"
          onClick={() => void resend()}
          disabled={busy}
        >
          {resending ? 'Sending...' : 'Resend code'}
        </Button>
      </div>
    </form>
  );
}

/** PasswordStep is step 2: the new password, twice. */
export function PasswordStep({
  onSubmit,
  onBack,
  error,
}: StepProps<ResetPasswordFormInput> & { onBack: () => void }) {
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <FormError message={error} />
      <NewPasswordFields
        ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        hint="At least 8 characters."
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting password...' : 'Reset Password'}
      </Button>
      <Button
        type="button"
        variant="ghost"
        onClick={onBack}
        disabled={isSubmitting}
        className="-ml-3 justify-self-start"
      >
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
    </form>
  );
}
