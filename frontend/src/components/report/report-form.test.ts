import { describe, expect, it } from 'vitest';
import {
  charCount,
  REPORT_MESSAGES,
  REPORT_REASONS,
  reportBody,
  reportSchema,
  type ReportValues,
} from '@/components/report/report-form';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

const values = (overrides: Partial<ReportValues> = {}): ReportValues => ({
  reason: 'spam',
  details: '',
  email: 'ruth@example.com',
  ...overrides,
});

describe('REPORT_REASONS', () => {
  it('offers the six reasons of the contract, copyright first and "Something else" last', () => {
    expect(REPORT_REASONS.map((r) => r.value)).toEqual([
      'copyright',
      'hateful',
      'sexual',
      'spam',
      'misleading',
      'other',
    ]);
    expect(REPORT_REASONS[0]).toMatchObject({
      label: 'Copyright / rights',
      hint: 'I own the rights and did not allow this',
    });
  });
});

describe('reportSchema', () => {
  it('wants a reason (a radio group with none chosen reads as null)', () => {
    expect(messages(reportSchema(true).safeParse(values({ reason: '' })))).toEqual([
      REPORT_MESSAGES.reason,
    ]);
    expect(
      messages(reportSchema(false).safeParse({ reason: null, details: '', email: '' })),
    ).toEqual([REPORT_MESSAGES.reason, REPORT_MESSAGES.emailRequired]);
    expect(messages(reportSchema(true).safeParse(values({ reason: 'rude' as 'spam' })))).toEqual([
      REPORT_MESSAGES.reason,
    ]);
  });

  it('takes details up to 2,000 characters (an emoji counting once) and no more', () => {
    const full = '🙏'.repeat(2000);
    expect(charCount(full)).toBe(2000);
    expect(reportSchema(true).safeParse(values({ details: full })).success).toBe(true);
    expect(messages(reportSchema(true).safeParse(values({ details: `${full}!` })))).toEqual([
      'Details must be at most 2,000 characters',
    ]);
  });

  it('wants details for "Something else", spaces alone not counting', () => {
    expect(
      messages(reportSchema(true).safeParse(values({ reason: 'other', details: '  ' }))),
    ).toEqual(['Please tell us what is wrong']);
    expect(
      reportSchema(true).safeParse(values({ reason: 'other', details: 'Not a sermon at all' }))
        .success,
    ).toBe(true);
  });

  it('wants a valid email only when signed out', () => {
    expect(messages(reportSchema(false).safeParse(values({ email: '' })))).toEqual([
      'Please enter your email so we can tell you what happens',
    ]);
    expect(messages(reportSchema(false).safeParse(values({ email: 'ruth@' })))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(reportSchema(true).safeParse(values({ email: '' })).success).toBe(true);
  });
});

describe('reportBody', () => {
  it('sends the trimmed details, the episode and, signed out, the email', () => {
    expect(
      reportBody(values({ details: '  At 2:10 an advert  ', email: ' ruth@example.com ' }), {
        signedIn: false,
        episodeId: 'e2',
      }),
    ).toEqual({
      reason: 'spam',
      details: 'At 2:10 an advert',
      episodeId: 'e2',
      email: 'ruth@example.com',
    });
  });

  it('leaves out empty details, no episode, and the email of a signed-in listener', () => {
    expect(reportBody(values({ reason: 'hateful' }), { signedIn: true })).toEqual({
      reason: 'hateful',
    });
  });
});
