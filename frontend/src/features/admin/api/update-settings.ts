import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { PlatformSettings } from '@/features/admin/types';

/** settingsSchema: the platform settings form. */
export const settingsSchema = z.object({
  senderName: z.string().trim().min(1, 'Please enter the sender name').max(100),
  senderAddress: z.string().trim().email('Please enter a valid email address'),
  registrationOpen: z.boolean(),
  maxUploadMB: z
    .number({ message: 'The upload limit must be a whole number of MB from 1 to 2048' })
    .int('The upload limit must be a whole number of MB from 1 to 2048')
    .min(1, 'The upload limit must be a whole number of MB from 1 to 2048')
    .max(2048, 'The upload limit must be a whole number of MB from 1 to 2048'),
});
export type SettingsValues = z.infer<typeof settingsSchema>;

/** updateSettings calls PUT /api/admin/settings with every field. */
export async function updateSettings(
  values: SettingsValues,
): Promise<{ settings: PlatformSettings; message?: string }> {
  const res = await apiRequest<PlatformSettings>(apiPaths.admin.settings, {
    method: 'PUT',
    auth: 'admin',
    body: {
      senderName: values.senderName.trim(),
      senderAddress: values.senderAddress.trim(),
      registrationOpen: values.registrationOpen,
      maxUploadMB: values.maxUploadMB,
    },
  });
  return { settings: res.data, message: res.message };
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    // Merged: what PUT leaves out (the read-only audioProcessing) stays as GET gave it.
    onSuccess: ({ settings }) =>
      queryClient.setQueryData<PlatformSettings>(adminKeys.settings(), (old) =>
        old ? { ...old, ...settings } : settings,
      ),
  });
}
