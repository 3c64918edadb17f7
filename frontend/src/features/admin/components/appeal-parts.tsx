import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Appeal } from '@/features/admin/trust-types';
import { decisionLabel, formatDateTime, isoTime } from '@/features/admin/utils/trust';

/** AppealStatusBadge: Waiting (yellow), Granted (green) or Denied (red). */
export function AppealStatusBadge({ status }: { status: Appeal['status'] }) {
  if (status === 'granted') {
    return (
      <Badge variant="success">
        <CheckCircle2 aria-hidden="true" />
        Granted
      </Badge>
    );
  }
  if (status === 'denied') {
    return (
      <Badge variant="danger">
        <XCircle aria-hidden="true" />
        Denied
      </Badge>
    );
  }
  return (
    <Badge variant="warning">
      <Hourglass aria-hidden="true" />
      Waiting
    </Badge>
  );
}

/** Stamp is a timestamp as a <time> element ("Aug 20, 2025, 9:30 AM"). */
export function Stamp({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  if (!text) return null;
  return <time dateTime={isoTime(value)}>{text}</time>;
}

/** Quote is someone's own words (a report's details, an appeal), kept as written. */
export function Quote({ children }: { children: string }) {
  return (
    <blockquote className="border-l-2 border-gold-300 pl-3 text-sm break-words whitespace-pre-line">
      {children}
    </blockquote>
  );
}

/** AppealedDecision is the decision an appeal is against: what it was, when, and its reason. */
export function AppealedDecision({ decision }: { decision: Appeal['decision'] }) {
  if (!decision) return null;
  return (
    <div className="grid gap-1 rounded-lg border border-red-200 bg-red-50/60 px-3 py-2 text-sm">
      <p className="font-medium text-red-900">
        {decisionLabel(decision.toStatus)}
        {decision.createdAt ? (
          <span className="font-normal text-red-900/80">
            {' '}
            on <Stamp value={decision.createdAt} />
          </span>
        ) : null}
      </p>
      {decision.reason ? (
        <p className="break-words text-red-950">
          <span className="text-red-900/80">Reason: </span>
          {decision.reason}
        </p>
      ) : null}
    </div>
  );
}

/** AppealVerdict is a decided appeal's outcome: when, and the admin's reason. */
export function AppealVerdict({ appeal }: { appeal: Appeal }) {
  if (appeal.status === 'open') return null;
  return (
    <p className="text-sm text-muted-foreground">
      {appeal.status === 'granted' ? 'Granted' : 'Denied'}
      {appeal.decidedAt ? (
        <>
          {' '}
          on <Stamp value={appeal.decidedAt} />
        </>
      ) : null}
      {appeal.reason ? (
        <>
          : <span className="break-words text-foreground">“{appeal.reason}”</span>
        </>
      ) : null}
    </p>
  );
}
