import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { setRegistrationEmail } from '@/lib/pocketbase';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MESSAGES } from '@/features/auth/api/messages';
import {
  createAccount,
  createAccountSchema,
  type CreateAccountInput,
} from '@/features/auth/api/create-account';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { EmailField } from '@/features/auth/components/email-field';
import { NewPasswordFields } from '@/components/new-password-fields';

export function CreateAccountForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const form = useForm<z.input<typeof createAccountSchema>, unknown, CreateAccountInput>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createAccount(values);
      setRegistrationEmail(values.email);
      toast.success(MESSAGES.accountCreated);
      navigate(paths.otp);
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, ['name', 'email', 'password']));
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Start sharing your songs, podcasts and sermons."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-primary-strong hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormError message={serverError} />
        <FormField id="register-name" label="Full name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              placeholder="Jane Doe"
              {...form.register('name')}
            />
          )}
        </FormField>
        <EmailField
          id="register-email"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <NewPasswordFields
          ids={{ password: 'register-password', confirm: 'register-confirm-password' }}
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          hint="At least 8 characters."
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to our{' '}
          <Link to={paths.terms} className="underline hover:text-foreground">
            Terms
          </Link>{' '}
          and{' '}
          <Link to={paths.privacyPolicy} className="underline hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthLayout>
  );
}
