import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { authStoreFor, buildUrl, NETWORK_ERROR_MESSAGE, parseJson, toEnvelope } from '@/lib/api';
import { saveBlob } from '@/lib/save-blob';
import { toAnalyticsQuery, type AnalyticsParams } from '@/features/creator/api/get-analytics';

/** analyticsCsvFileName is the download's name: selah-analytics-30-days-YYYY-MM-DD.csv. */
export function analyticsCsvFileName(days: number, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `selah-analytics-${days}-days-${day}.csv`;
}

/**
 * fetchAnalyticsCsv calls GET /api/media/analytics.csv with the user token (a plain link could
 * not send it) and returns the CSV; a failure throws the server's message.
 */
export async function fetchAnalyticsCsv(params: AnalyticsParams): Promise<Blob> {
  const store = authStoreFor('user');
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (store?.token) headers.Authorization = `Bearer ${store.token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(apiPaths.media.analyticsCsv, toAnalyticsQuery(params)), {
      headers,
    });
  } catch (error) {
    throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  }
  if (!response.ok) toEnvelope(false, response.status, parseJson(await response.text()), store);
  const blob = await response.blob();
  return blob.type ? blob : new Blob([blob], { type: 'text/csv' });
}

/** exportAnalytics downloads the figures of the period as CSV; it returns the file name. */
export async function exportAnalytics(params: AnalyticsParams) {
  const blob = await fetchAnalyticsCsv(params);
  const fileName = analyticsCsvFileName(params.days);
  saveBlob(blob, fileName);
  return { fileName };
}

export function useExportAnalytics() {
  return useMutation({ mutationFn: exportAnalytics });
}
