import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiBlob } from '@/lib/api';
import { saveBlob } from '@/lib/save-blob';
import { toExportQuery, type UserListParams } from '@/features/admin/utils/user-filters';

/** usersCsvFileName is the download's name: selah-users-YYYY-MM-DD.csv (the local date). */
export function usersCsvFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `selah-users-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * fetchUsersCsv calls GET /api/admin/users/export.csv with the admin token (a plain link could
 * not send the Authorization header) and returns the CSV as a Blob. A failure answer throws
 * ApiError with the server's message, like every other call.
 */
export function fetchUsersCsv(filters: Pick<UserListParams, 'search' | 'status'>): Promise<Blob> {
  return apiBlob(apiPaths.admin.usersCsv, {
    auth: 'admin',
    accept: 'text/csv',
    query: toExportQuery(filters),
  });
}

/** exportUsers downloads the CSV of the users matching the filters; it returns the file name. */
export async function exportUsers(filters: Pick<UserListParams, 'search' | 'status'>) {
  const blob = await fetchUsersCsv(filters);
  const fileName = usersCsvFileName();
  saveBlob(blob, fileName);
  return { fileName };
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
