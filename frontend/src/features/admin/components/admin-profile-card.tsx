import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { useAdminAuth } from '@/lib/auth/admin-auth';
import { applyServerErrors } from '@/lib/form-errors';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAdminMe } from '@/features/admin/api/get-admin-me';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  adminProfileSchema,
  useUpdateAdminMe,
  type AdminProfileValues,
} from '@/features/admin/api/update-admin-me';

/** ProfileCard is the admin's own name and email, to read and change. */
export function ProfileCard() {
  const { admin } = useAdminAuth();
  const me = useAdminMe();
  const update = useUpdateAdminMe();
  const [error, setError] = React.useState<string | null>(null);
  const current = me.data ?? admin;
  const form = useForm<AdminProfileValues>({
    resolver: zodResolver(adminProfileSchema),
    values: { name: current.name },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await update.mutateAsync(values);
      toast.success(result.message || MESSAGES.profileSaved);
    } catch (e) {
      setError(applyServerErrors(e, form.setError, ['name'], MESSAGES.profileFailed));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <UserRound className="size-5 text-gold-700" aria-hidden="true" />
          Your profile
        </CardTitle>
        <CardDescription>Your name shows in the sidebar and on your reviews.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Your profile">
          <FormField id="admin-name" label="Name" error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="name" {...form.register('name')} />}
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor="admin-email">Email</Label>
            <Input id="admin-email" value={current.email} readOnly disabled />
          </div>
          <FormError message={error} />
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              <Save aria-hidden="true" />
              {isSubmitting ? 'Saving...' : 'Save profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
