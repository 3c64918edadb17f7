import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import type { PlatformSettings } from '@/features/admin/types';

/** getSettings calls GET /api/admin/settings: sender, registration and upload limit. */
export async function getSettings(): Promise<PlatformSettings> {
  const res = await apiRequest<PlatformSettings>(apiPaths.admin.settings, { auth: 'admin' });
  return res.data;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings(), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
