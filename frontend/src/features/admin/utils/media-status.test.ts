import { describe, expect, it } from 'vitest';
import {
  adminStatusLabel,
  decidableStatuses,
  listedStatuses,
  needsReason,
  statusBadgeVariant,
  statusTone,
  statusVerb,
} from '@/features/admin/utils/media-status';

describe('review status mapping', () => {
  it('shows active as Approved and the others by name', () => {
    expect(adminStatusLabel('active')).toBe('Approved');
    expect(adminStatusLabel('pending')).toBe('Pending');
    expect(adminStatusLabel('rejected')).toBe('Rejected');
    expect(adminStatusLabel('suspended')).toBe('Suspended');
    expect(adminStatusLabel('draft')).toBe('Draft');
    expect(adminStatusLabel('scheduled')).toBe('Scheduled');
    expect(adminStatusLabel('archived')).toBe('Archived');
    expect(adminStatusLabel('')).toBe('Unknown');
  });

  it.each([
    ['active', 'green', 'success'],
    ['pending', 'yellow', 'warning'],
    ['rejected', 'red', 'danger'],
    ['suspended', 'grey', 'neutral'],
    ['scheduled', 'blue', 'info'],
    ['draft', 'grey', 'neutral'],
    ['something-new', 'grey', 'neutral'],
  ])('colours %s %s', (status, tone, variant) => {
    expect(statusTone(status)).toBe(tone);
    expect(statusBadgeVariant(status)).toBe(variant);
  });

  it('asks a reason for rejecting and suspending only', () => {
    expect(needsReason('rejected')).toBe(true);
    expect(needsReason('suspended')).toBe(true);
    expect(needsReason('active')).toBe(false);
    expect(needsReason('pending')).toBe(false);
  });

  it('names the action that sets a status', () => {
    expect(statusVerb('active')).toBe('Approve');
    expect(statusVerb('rejected')).toBe('Reject');
    expect(statusVerb('suspended')).toBe('Suspend');
    expect(statusVerb('pending')).toBe('Back to pending');
  });
});

describe('the statuses an admin sees', () => {
  const all = ['draft', 'pending', 'active', 'scheduled', 'rejected', 'suspended'];

  it('filters by every status but draft (admin lists never hold one)', () => {
    expect(listedStatuses(all)).toEqual([
      'pending',
      'active',
      'scheduled',
      'rejected',
      'suspended',
    ]);
  });

  it('sets none the server sets by itself or leaves to the creator', () => {
    expect(decidableStatuses(all)).toEqual(['pending', 'active', 'rejected', 'suspended']);
  });
});
