import { Badge } from '@/components/ui/badge';
import type { Report } from '@/features/admin/trust-types';
import { Quote, Stamp } from '@/features/admin/components/appeal-parts';
import { reportReasonLabel, reportReasonVariant } from '@/features/admin/utils/trust';

/** reporterText is who reported: a signed-in account's name, else the email a visitor gave. */
export function reporterText(report: Report): string {
  if (report.reporter) {
    const name = report.reporter.name || 'A listener';
    return report.email ? `${name} (${report.email})` : name;
  }
  return report.email ? `${report.email} (signed out)` : 'Someone signed out';
}

function resolutionText(report: Report): string | null {
  if (report.status !== 'resolved') return null;
  return report.resolution === 'takedown' ? 'Item taken down' : 'Dismissed';
}

/**
 * ReportEntry is one report: its reason, when, who, the episode it points at, the reporter's
 * words and, for copyright, the notice (the work, its holder and how to reach them).
 */
export function ReportEntry({ report }: { report: Report }) {
  const resolution = resolutionText(report);
  return (
    <li className="grid gap-2 border-b px-4 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={reportReasonVariant(report.reason)}>
          {reportReasonLabel(report.reason)}
        </Badge>
        <span className="text-xs text-muted-foreground">
          <Stamp value={report.createdAt} />
        </span>
        {resolution ? (
          <span className="text-xs text-muted-foreground">
            · {resolution}
            {report.resolvedAt ? (
              <>
                {' '}
                <Stamp value={report.resolvedAt} />
              </>
            ) : null}
          </span>
        ) : null}
      </div>
      <p className="text-sm break-words">
        <span className="text-muted-foreground">From </span>
        {reporterText(report)}
      </p>
      {report.episode ? (
        <p className="text-sm break-words">
          <span className="text-muted-foreground">About </span>“{report.episode.title}”
        </p>
      ) : null}
      {report.details ? <Quote>{report.details}</Quote> : null}
      {report.notice ? (
        <dl className="grid gap-2 rounded-lg border bg-sky-50/60 p-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">Work claimed</dt>
            <dd className="break-words whitespace-pre-line">{report.notice.work}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">Rights holder</dt>
            <dd className="break-words">{report.notice.rightsHolder}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">Contact</dt>
            <dd className="break-words whitespace-pre-line">{report.notice.contact}</dd>
          </div>
        </dl>
      ) : null}
    </li>
  );
}
