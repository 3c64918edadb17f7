import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModerationEvent } from '@/features/admin/types';
import type { Appeal } from '@/features/admin/trust-types';
import { ModerationHistory } from '@/features/admin/components/moderation-history';
import { formatHours, historyKind, reportReasonLabel } from '@/features/admin/utils/trust';

afterEach(cleanup);

function event(overrides: Partial<ModerationEvent>): ModerationEvent {
  return {
    _id: 'h',
    fromStatus: 'active',
    toStatus: 'suspended',
    reason: '',
    admin: { _id: 'a1', name: 'Ruth Admin' },
    createdAt: '2025-08-21T10:00:00.000Z',
    ...overrides,
  };
}

describe('historyKind', () => {
  it('names each recorded decision, and leaves a plain status change to from → to', () => {
    expect(historyKind(event({ kind: 'takedown' })).label).toBe('Taken down');
    expect(historyKind(event({ kind: 'reports_dismissed' })).label).toBe('Reports dismissed');
    expect(historyKind(event({ kind: 'appeal_granted', toStatus: 'active' })).label).toBe(
      'Appeal granted',
    );
    expect(historyKind(event({ kind: 'appeal_denied' })).label).toBe('Appeal denied');
    expect(historyKind(event({ kind: 'revision', toStatus: 'active' })).label).toBe(
      'Changes approved',
    );
    expect(historyKind(event({ kind: 'revision', toStatus: 'rejected' })).label).toBe(
      'Changes rejected',
    );
    // An older server marks a revision's verdict with the flag alone.
    expect(historyKind(event({ revision: true, toStatus: 'active' })).label).toBe(
      'Changes approved',
    );
    expect(historyKind(event({ kind: '' })).label).toBeNull();
    expect(historyKind(event({})).label).toBeNull();
    expect(historyKind(event({ kind: 'something_new' })).label).toBeNull();
  });

  it('words the reasons and the median time', () => {
    expect(reportReasonLabel('hateful')).toBe('Hateful or abusive');
    expect(reportReasonLabel('future')).toBe('Future');
    expect(formatHours(null)).toBe('—');
    expect(formatHours(0.42)).toBe('0.4 h');
    expect(formatHours(0.01)).toBe('< 0.1 h');
    expect(formatHours(0)).toBe('0 h');
    expect(formatHours(3.46)).toBe('3.5 h');
    expect(formatHours(36.4)).toBe('36 h');
    expect(formatHours(1204)).toBe('1,204 h');
  });
});

describe('ModerationHistory', () => {
  const appeal: Appeal = {
    _id: 'ap1',
    media: { _id: 'm1', title: 'Morning Praise', type: 'album', adminStatus: 'active' },
    creator: { _id: 'u1', name: 'Grace Okafor', email: 'grace@example.com' },
    message: 'I hold the licence.',
    status: 'granted',
    createdAt: '2025-08-22T08:00:00.000Z',
    decision: {
      fromStatus: 'active',
      toStatus: 'suspended',
      reason: 'Not theirs',
      createdAt: '2025-08-21T10:00:00.000Z',
    },
    decidedAt: '2025-08-23T08:00:00.000Z',
    reason: 'The licence checks out',
  };

  it('reads each row by its kind and lists the appeals beside', () => {
    render(
      <ModerationHistory
        loading={false}
        events={[
          event({
            _id: 'h4',
            kind: 'appeal_granted',
            fromStatus: 'suspended',
            toStatus: 'active',
            reason: 'The licence checks out',
          }),
          event({ _id: 'h3', kind: 'takedown', reason: 'Not theirs' }),
          event({ _id: 'h2', kind: 'reports_dismissed', fromStatus: 'active', toStatus: 'active' }),
          event({ _id: 'h1', kind: '', fromStatus: 'pending', toStatus: 'active', admin: null }),
        ]}
        appeals={[appeal]}
      />,
    );
    const history = screen.getByRole('region', { name: 'Moderation history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('[data-slot="badge"]')?.textContent)).toEqual([
      'Appeal granted',
      'Taken down',
      'Reports dismissed',
      'Pending',
    ]);
    expect(rows[0]).not.toHaveTextContent('Suspended');
    expect(rows[1]).toHaveTextContent('“Not theirs”');
    expect(rows[3]).toHaveTextContent('PendingApproved');
    const appeals = screen.getByRole('region', { name: 'Appeals' });
    const entry = within(appeals).getByRole('listitem');
    expect(entry).toHaveTextContent('Granted');
    expect(entry).toHaveTextContent('Grace Okafor');
    expect(entry).toHaveTextContent('I hold the licence.');
    expect(entry).toHaveTextContent('Taken down on');
    expect(entry).toHaveTextContent('“The licence checks out”');
  });

  it('shows no appeals section without appeals', () => {
    render(<ModerationHistory loading={false} events={[]} appeals={[]} />);
    expect(screen.getByText(/No status changes yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appeals' })).toBeNull();
  });
});
