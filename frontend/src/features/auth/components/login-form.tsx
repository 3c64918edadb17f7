import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { loginSchema, type LoginInput } from '@/features/auth/api/login';
import { EmailField } from '@/features/auth/components/email-field';

export interface LoginFormProps {
  /** submit signs in (and stores the token); a throw shows its message in the red box. */
  submit: (values: LoginInput) => Promise<unknown>;
  onSuccess: () => void;
  /** showForgotPassword adds the "Forgot password?" link (users only). */
  showForgotPassword?: boolean;
  idPrefix: string;
}

/** LoginForm is the email + password form shared by /login and /admin-login. */
export function LoginForm({ submit, onSuccess, showForgotPassword, idPrefix }: LoginFormProps) {
  const [serverError, setServerError] = React.useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await submit(values);
      onSuccess();
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError message={serverError} />
      <EmailField
        id={`${idPrefix}-email`}
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        error={errors.password?.message}
        labelAside={
          showForgotPassword ? (
            <Link
              to={paths.forgotPassword}
              className="rounded-sm text-sm font-medium text-primary-strong hover:underline"
            >
              Forgot password?
            </Link>
          ) : null
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
