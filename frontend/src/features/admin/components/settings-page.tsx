import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, KeyRound, Save, ShieldCheck, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useAdminAuth } from '@/lib/auth/admin-auth';
import { applyServerErrors } from '@/lib/form-errors';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { ListError } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import {
  changePasswordSchema,
  useChangeAdminPassword,
  type ChangePasswordValues,
} from '@/features/admin/api/change-admin-password';
import { useAdminMe } from '@/features/admin/api/get-admin-me';
import { useSettings } from '@/features/admin/api/get-settings';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  adminProfileSchema,
  useUpdateAdminMe,
  type AdminProfileValues,
} from '@/features/admin/api/update-admin-me';
import {
  settingsSchema,
  useUpdateSettings,
  type SettingsValues,
} from '@/features/admin/api/update-settings';
import type { PlatformSettings } from '@/features/admin/types';
import { AudioProcessingCard } from '@/features/admin/components/audio-processing-card';

function ProfileCard() {
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

function PasswordCard() {
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

function PlatformForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdateSettings();
  const [error, setError] = React.useState<string | null>(null);
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    values: settings,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await update.mutateAsync(values);
      toast.success(result.message || MESSAGES.settingsSaved);
    } catch (e) {
      setError(
        applyServerErrors(
          e,
          form.setError,
          ['senderName', 'senderAddress', 'registrationOpen', 'maxUploadMB'],
          MESSAGES.settingsFailed,
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Platform settings">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="settings-sender-name"
          label="Sender name"
          error={errors.senderName?.message}
          hint="Who Selah's emails come from"
        >
          {(aria) => <Input {...aria} {...form.register('senderName')} />}
        </FormField>
        <FormField
          id="settings-sender-address"
          label="Sender address"
          error={errors.senderAddress?.message}
        >
          {(aria) => <Input {...aria} type="email" {...form.register('senderAddress')} />}
        </FormField>
        <FormField
          id="settings-max-upload"
          label="Max upload size (MB)"
          error={errors.maxUploadMB?.message}
          hint="The largest upload request the server accepts"
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              {...form.register('maxUploadMB', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="registrationOpen"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-1">
              <Label htmlFor="settings-registration">Registration open</Label>
              <p id="settings-registration-hint" className="text-sm text-muted-foreground">
                When off, nobody can create a new account; existing accounts still sign in.
              </p>
            </div>
            <Switch
              id="settings-registration"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="settings-registration-hint"
            />
          </div>
        )}
      />
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          <Save aria-hidden="true" />
          {isSubmitting ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

function PlatformCard() {
  const settings = useSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck className="size-5 text-gold-700" aria-hidden="true" />
          Platform
        </CardTitle>
        <CardDescription>Email sender, sign-ups and the upload limit.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-4" aria-hidden="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : settings.data ? (
          <PlatformForm settings={settings.data} />
        ) : (
          <ListError
            message={MESSAGES.fetchSettingsFailed}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** AudioProcessingSection: the server's audio processing, once the settings say it (GET's). */
function AudioProcessingSection() {
  const status = useSettings().data?.audioProcessing;
  return status ? <AudioProcessingCard status={status} /> : null;
}

/** SettingsPage is /admin/settings: the admin's profile and password, and platform settings. */
export function SettingsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Settings"
        description="Your admin account and Selah's platform settings."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard />
        <PasswordCard />
      </div>
      <PlatformCard />
      <AudioProcessingSection />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Staff dashboard</CardTitle>
          <CardDescription>
            Genres, categories, backups and everything else live in PocketBase&apos;s dashboard, for
            staff with a superuser account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href={paths.staffDashboard} target="_blank" rel="noopener noreferrer">
              Open the staff dashboard
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
