import * as React from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';
import { useObjectUrl } from '@/hooks/use-object-url';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { User } from '@/types/api';
import {
  AVATAR_TYPES,
  profileSchema,
  useUpdateProfile,
  type ProfileInput,
} from '@/features/listen/api/update-profile';
import { UserAvatar } from '@/components/user-avatar';

/** ProfileForm edits the listener's name and photo (PATCH /api/users/me). */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [serverError, setServerError] = React.useState<string | null>(null);
  // A new key empties the file input after a save or a cancel.
  const [fileKey, setFileKey] = React.useState(0);
  const form = useForm<z.input<typeof profileSchema>, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, avatar: null },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const avatar = useWatch({ control: form.control, name: 'avatar' });
  const preview = useObjectUrl(avatar ?? null);
  const name = useWatch({ control: form.control, name: 'name' });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { user: saved, message } = await update.mutateAsync(values);
      form.reset({ name: saved.name, avatar: null });
      setFileKey((k) => k + 1);
      toast.success(message);
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, ['name', 'avatar']));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          Your name and photo, as creators and the Selah team see them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Profile">
          <FormError message={serverError} />
          <div className="flex flex-wrap items-center gap-4">
            <UserAvatar
              src={preview ?? user.avatar}
              name={name || user.name || user.email}
              className="size-20 text-2xl"
            />
            <div className="grid gap-1.5">
              <Controller
                control={form.control}
                name="avatar"
                render={({ field }) => (
                  <label
                    htmlFor="profile-avatar"
                    className="inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent"
                  >
                    <Camera className="size-4" aria-hidden="true" />
                    {avatar ? 'Choose another photo' : 'Change photo'}
                    <input
                      key={fileKey}
                      ref={field.ref}
                      id="profile-avatar"
                      name={field.name}
                      type="file"
                      accept={AVATAR_TYPES.join(',')}
                      className="sr-only"
                      aria-invalid={errors.avatar ? true : undefined}
                      aria-describedby="profile-avatar-hint"
                      onBlur={field.onBlur}
                      onChange={(e) =>
                        field.onChange(e.target.files?.[0] ?? null, { shouldDirty: true })
                      }
                    />
                  </label>
                )}
              />
              <p
                id="profile-avatar-hint"
                className={
                  errors.avatar
                    ? 'text-sm font-medium text-destructive'
                    : 'text-xs text-muted-foreground'
                }
              >
                {errors.avatar?.message ??
                  (avatar ? `${avatar.name} · save to use it` : 'JPEG, PNG or WebP, up to 10 MB')}
              </p>
            </div>
          </div>
          <FormField id="profile-name" label="Full name" error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                className="max-w-md"
                {...form.register('name')}
              />
            )}
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? 'Saving...' : 'Save profile'}
            </Button>
            {isDirty ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  form.reset({ name: user.name, avatar: null });
                  setFileKey((k) => k + 1);
                  setServerError(null);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
