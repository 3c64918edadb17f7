import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { applyServerErrors } from '@/lib/form-errors';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  changePasswordSchema,
  useChangeAdminPassword,
  type ChangePasswordValues,
} from '@/features/admin/api/change-admin-password';
import { MESSAGES } from '@/features/admin/api/messages';

/** PasswordCard changes the admin's password (the current one, then the new one twice). */
export function PasswordCard() {
  const change = useChangeAdminPassword();
  const [error, setError] = React.useState<string | null>(null);
  const empty = { currentPassword: '', password: '', confirmPassword: '' };
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await change.mutateAsync(values);
      form.reset(empty);
      toast.success(result.message || MESSAGES.passwordChanged);
    } catch (e) {
      setError(
        applyServerErrors(
          e,
          form.setError,
          ['currentPassword', 'password'],
          MESSAGES.passwordFailed,
        ),
      );
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <KeyRound className="size-5 text-gold-700" aria-hidden="true" />
          Password
        </CardTitle>
        <CardDescription>
          Changing it signs you out everywhere else; this browser stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Change password">
          <FormField
            id="admin-current-password"
            label="Current password"
            error={errors.currentPassword?.message}
          >
            {(aria) => (
              <PasswordInput
                {...aria}
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <div className="grid gap-5">
            <FormField
              id="admin-new-password"
              label="New password"
              error={errors.password?.message}
            >
              {(aria) => (
                <PasswordInput
                  {...aria}
                  autoComplete="new-password"
                  {...form.register('password')}
                />
              )}
            </FormField>
            <FormField
              id="admin-confirm-password"
              label="Confirm new password"
              error={errors.confirmPassword?.message}
            >
              {(aria) => (
                <PasswordInput
                  {...aria}
                  autoComplete="new-password"
                  {...form.register('confirmPassword')}
                />
              )}
            </FormField>
          </div>
          <FormError message={error} />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Changing...' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
