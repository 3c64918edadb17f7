import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, StatusIndicator, statusLabel } from '@/components/status-badge';
import { formatReleaseTime } from '@/lib/release-time';

/** shown: a release time as a person reads it (Testing Library folds its no-break spaces). */
const shown = (iso: string) => formatReleaseTime(iso).replace(/\s+/g, ' ');

const at = '2099-12-01T06:00:00Z';

describe('statusLabel', () => {
  it('names every status the server lists', () => {
    expect(
      ['draft', 'pending', 'active', 'scheduled', 'rejected', 'suspended'].map(statusLabel),
    ).toEqual(['Draft', 'Pending', 'Approved', 'Scheduled', 'Rejected', 'Suspended']);
  });
});

describe('StatusBadge', () => {
  it('shows a draft as a grey Draft pill', () => {
    render(<StatusBadge status="draft" />);
    const badge = screen.getByText('Draft');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge.className).toContain('bg-stone-200');
  });

  it('shows a scheduled item with its release time in the viewer’s zone', () => {
    render(<StatusBadge status="scheduled" publishAt={at} />);
    expect(screen.getByText('Scheduled').className).toContain('bg-sky-100');
    const time = screen.getByText(shown(at));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', at);
  });

  it('names no time for other statuses, or a scheduled one without a time', () => {
    const { container } = render(
      <>
        <StatusBadge status="pending" publishAt={at} />
        <StatusBadge status="scheduled" publishAt="" />
      </>,
    );
    expect(container.querySelector('time')).toBeNull();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
  });
});

describe('StatusIndicator', () => {
  it('shows Draft and Scheduled (with the time below) on cards', () => {
    render(
      <>
        <StatusIndicator status="draft" />
        <StatusIndicator status="scheduled" publishAt={at} />
      </>,
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText(shown(at)).closest('time')).toHaveAttribute('datetime', at);
  });
});
