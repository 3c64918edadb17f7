import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { applyServerErrors } from '@/lib/form-errors';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { ListError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useSettings } from '@/features/admin/api/get-settings';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  settingsSchema,
  useUpdateSettings,
  type SettingsValues,
} from '@/features/admin/api/update-settings';
import type { PlatformSettings } from '@/features/admin/types';

/** PlatformForm edits the loaded settings and saves only what changed. */
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

/** PlatformCard is Selah's platform settings, loaded, then edited in PlatformForm. */
export function PlatformCard() {
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
