import type { BadgeProps } from '@/components/ui/badge';
import type { ModerationEvent } from '@/features/admin/types';

type Variant = NonNullable<BadgeProps['variant']>;

const REASONS: Record<string, { label: string; variant: Variant }> = {
  copyright: { label: 'Copyright', variant: 'info' },
  hateful: { label: 'Hateful or abusive', variant: 'danger' },
  sexual: { label: 'Sexual content', variant: 'danger' },
  spam: { label: 'Spam', variant: 'neutral' },
  misleading: { label: 'Misleading', variant: 'warning' },
  other: { label: 'Other', variant: 'outline' },
};

/** reportReasonLabel names a report's reason as admins read it; an unknown one as sent. */
export function reportReasonLabel(reason: string): string {
  return REASONS[reason]?.label ?? (reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : '');
}

/** reportReasonVariant is a reason's badge colour: harm red, copyright blue, spam grey. */
export function reportReasonVariant(reason: string): Variant {
  return REASONS[reason]?.variant ?? 'outline';
}

/**
 * HistoryKindView is how a moderation history row reads: a labelled decision (`label`, with its
 * tone), or a plain status change from → to (`label` null).
 */
export interface HistoryKindView {
  label: string | null;
  tone: 'good' | 'bad' | 'neutral';
}

/**
 * historyKind reads a history row's `kind`: "Taken down", "Reports dismissed", "Appeal
 * granted", "Appeal denied", "Changes approved/rejected" (a revision: `kind` or the older
 * `revision` flag); a plain status change has no label.
 */
export function historyKind(
  event: Pick<ModerationEvent, 'kind' | 'revision' | 'toStatus'>,
): HistoryKindView {
  const kind = event.kind || (event.revision ? 'revision' : '');
  switch (kind) {
    case 'revision':
      return event.toStatus === 'rejected'
        ? { label: 'Changes rejected', tone: 'bad' }
        : { label: 'Changes approved', tone: 'good' };
    case 'takedown':
      return { label: 'Taken down', tone: 'bad' };
    case 'reports_dismissed':
      return { label: 'Reports dismissed', tone: 'neutral' };
    case 'appeal_granted':
      return { label: 'Appeal granted', tone: 'good' };
    case 'appeal_denied':
      return { label: 'Appeal denied', tone: 'bad' };
    default:
      return { label: null, tone: 'neutral' };
  }
}

/** decisionLabel names the decision a creator appealed: a takedown (suspended) or a rejection. */
export function decisionLabel(toStatus: string): string {
  if (toStatus === 'suspended') return 'Taken down';
  if (toStatus === 'rejected') return 'Rejected';
  return toStatus ? toStatus.charAt(0).toUpperCase() + toStatus.slice(1) : 'Decision';
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** formatDateTime writes a timestamp as "Aug 20, 2025, 9:30 AM" in the viewer's zone; '' when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** isoTime is a timestamp as a <time dateTime> attribute; undefined when unreadable. */
export function isoTime(value: string | null | undefined): string | undefined {
  return parse(value)?.toISOString();
}

/**
 * formatHours writes the median time to resolve in hours: one decimal under 10 ("0.4 h",
 * "3.5 h"; "< 0.1 h" for minutes), whole hours from 10 on ("36 h", "1,204 h"); "—" when there
 * is none (null).
 */
export function formatHours(hours: number | null | undefined): string {
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) return '—';
  const rounded = hours < 10 ? Math.round(hours * 10) / 10 : Math.round(hours);
  // Resolved within minutes: not "0 h", which reads as no time or no data.
  if (hours > 0 && rounded === 0) return '< 0.1 h';
  return `${rounded.toLocaleString('en-US')} h`;
}
