import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '@/types/api';
import { NewPasswordFields } from '@/components/new-password-fields';
import {
  changePasswordSchema,
  useChangePassword,
  type ChangePasswordInput,
} from '@/features/listen/api/change-password';

/** PasswordForm changes the password; this device stays signed in, every other one is signed out. */
export function PasswordForm({ user }: { user: User }) {
  const change = useChangePassword(user);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const form = useForm<z.input<typeof changePasswordSchema>, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await change.mutateAsync(values);
      form.reset();
      toast.success(message);
    } catch (error) {
      setServerError(
        applyServerErrors(error, form.setError, ['currentPassword', 'password', 'confirmPassword']),
      );
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          You stay signed in here; every other device is signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid max-w-md gap-5"
          aria-label="Change password"
        >
          <FormError message={serverError} />
          {/* Password managers look for the account name beside a new password. */}
          <input type="email" autoComplete="username" value={user.email} readOnly hidden />
          <FormField
            id="current-password"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <NewPasswordFields
            ids={{ password: 'new-password', confirm: 'confirm-new-password' }}
            labels={{ password: 'New password', confirm: 'Confirm new password' }}
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            errors={{
              password: errors.password?.message,
              confirm: errors.confirmPassword?.message,
            }}
          />
          <Button type="submit" className="w-fit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
