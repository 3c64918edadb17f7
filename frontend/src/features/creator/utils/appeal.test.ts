import { describe, expect, it } from 'vitest';
import type { MediaAppeal } from '@/types/media';
import { appealSchema, appealView, canAppeal } from '@/features/creator/utils/appeal';

const appeal = (overrides: Partial<MediaAppeal> = {}): MediaAppeal => ({
  _id: 'a1',
  status: 'open',
  message: 'These are my own songs.',
  createdAt: '2025-08-20T09:30:00.000Z',
  decidedAt: null,
  reason: '',
  ...overrides,
});

describe('canAppeal', () => {
  it('is for a rejected or taken down item not yet appealed', () => {
    expect(canAppeal({ adminStatus: 'rejected', appeal: null })).toBe(true);
    expect(canAppeal({ adminStatus: 'suspended' })).toBe(true);
    expect(canAppeal({ adminStatus: 'rejected', appeal: appeal() })).toBe(false);
    expect(canAppeal({ adminStatus: 'active', appeal: null })).toBe(false);
    expect(canAppeal({ adminStatus: 'pending', appeal: null })).toBe(false);
  });
});

describe('appealSchema', () => {
  it('wants a message of at most 2,000 characters', () => {
    expect(appealSchema.safeParse({ message: '  ' }).error?.issues[0]?.message).toBe(
      'Please tell us why this decision should change',
    );
    expect(appealSchema.safeParse({ message: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Your message must be at most 2,000 characters',
    );
    expect(appealSchema.parse({ message: ' Mine. ' })).toEqual({ message: 'Mine.' });
  });
});

describe('appealView', () => {
  it('words an open appeal as waiting, without a reason', () => {
    expect(appealView(appeal({ reason: 'ignored' }), 'song')).toMatchObject({
      tone: 'waiting',
      title: 'Your appeal is waiting for review',
      reason: '',
    });
  });

  it('words a granted appeal as the item restored', () => {
    expect(appealView(appeal({ status: 'granted' }), 'sermon')).toMatchObject({
      tone: 'granted',
      title: 'Your appeal was granted',
      body: 'An admin reviewed your appeal and restored this sermon. Listeners can hear it again.',
    });
  });

  it("words a denied appeal with the admin's reason", () => {
    expect(
      appealView(appeal({ status: 'denied', reason: ' The recording is not yours. ' }), 'song'),
    ).toMatchObject({
      tone: 'denied',
      title: 'Your appeal was denied',
      reason: 'The recording is not yours.',
    });
  });
});
