import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiBlob } from '@/lib/api';
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
export function fetchAnalyticsCsv(params: AnalyticsParams): Promise<Blob> {
  return apiBlob(apiPaths.media.analyticsCsv, {
    accept: 'text/csv',
    query: toAnalyticsQuery(params),
  });
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
