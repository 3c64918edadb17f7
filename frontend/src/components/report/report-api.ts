import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { REPORT_MESSAGES, type ReportBody } from '@/components/report/report-form';

/**
 * sendReport calls POST /api/media/{id}/report: with the listener's token when signed in, else
 * as a guest (the body then carries `email`). It returns the server's thanks. A refusal throws
 * ApiError: 400 with field errors, 404 (not public), 409 (already reported), 429 (too many).
 */
export async function sendReport(
  mediaId: string,
  body: ReportBody,
  signedIn: boolean,
): Promise<{ message: string; reportId?: string }> {
  const res = await apiRequest<{ reportId?: string }>(apiPaths.media.report(mediaId), {
    method: 'POST',
    body,
    auth: signedIn ? 'user' : 'none',
  });
  return { message: res.message || REPORT_MESSAGES.sent, reportId: res.data?.reportId };
}

/** useSendReport sends one report of `mediaId`. */
export function useSendReport(mediaId: string, signedIn: boolean) {
  return useMutation({
    mutationFn: (body: ReportBody) => sendReport(mediaId, body, signedIn),
  });
}
