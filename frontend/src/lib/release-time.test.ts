import { describe, expect, it } from 'vitest';
import {
  formatReleaseTime,
  isFutureLocalInput,
  isValidLocalInput,
  localInputToUtc,
  nowLocalInput,
  utcToLocalInput,
} from '@/lib/release-time';

// A `datetime-local` value is the viewer's wall-clock time; whatever zone the tests run in,
// new Date(y, m, d, h, min) is that same wall-clock time there.
const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min);

describe('localInputToUtc', () => {
  it("sends the viewer's wall-clock time as the UTC instant it is", () => {
    expect(localInputToUtc('2026-12-01T06:00')).toBe(local(2026, 12, 1, 6, 0).toISOString());
    expect(localInputToUtc('2026-12-01T06:00')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
  });

  it('sends nothing for no time or a value that is not one', () => {
    expect(localInputToUtc('')).toBe('');
    expect(localInputToUtc('tomorrow morning')).toBe('');
  });
});

describe('utcToLocalInput', () => {
  it('shows a UTC time in the viewer’s zone, to the minute', () => {
    const at = local(2026, 12, 1, 7, 30);
    expect(utcToLocalInput(at.toISOString())).toBe('2026-12-01T07:30');
    // The server's own spelling, without milliseconds.
    expect(utcToLocalInput(at.toISOString().replace('.000Z', 'Z'))).toBe('2026-12-01T07:30');
  });

  it('round-trips with localInputToUtc', () => {
    for (const value of ['2026-01-31T23:59', '2027-06-15T00:00', '2028-02-29T12:05']) {
      expect(utcToLocalInput(localInputToUtc(value))).toBe(value);
    }
  });

  it("is '' for none", () => {
    expect(utcToLocalInput('')).toBe('');
    expect(utcToLocalInput(undefined)).toBe('');
    expect(utcToLocalInput(null)).toBe('');
  });
});

describe('checks', () => {
  const now = local(2026, 11, 29, 10, 0).getTime();

  it('takes only a time after now as in the future', () => {
    expect(isFutureLocalInput('2026-11-29T10:01', now)).toBe(true);
    expect(isFutureLocalInput('2026-11-29T10:00', now)).toBe(false);
    expect(isFutureLocalInput('2026-11-28T23:00', now)).toBe(false);
    expect(isFutureLocalInput('', now)).toBe(false);
  });

  it("takes '' (none) or a real time as valid", () => {
    expect(isValidLocalInput('')).toBe(true);
    expect(isValidLocalInput('2026-12-01T06:00')).toBe(true);
    expect(isValidLocalInput('2026-13-01T06:00')).toBe(false);
  });

  it("gives the picker's minimum as the current minute", () => {
    expect(nowLocalInput(now + 42_000)).toBe('2026-11-29T10:00');
  });
});

describe('formatReleaseTime', () => {
  // No-break spaces hold the date and the time together; the one space left is between them.
  const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, '~');

  it("writes the time in the viewer's locale and time zone", () => {
    const at = '2026-12-01T06:00:00Z';
    expect(spaced(formatReleaseTime(at, { locale: 'en-US', timeZone: 'Africa/Lagos' }))).toBe(
      'Dec~1,~2026, 7:00~AM',
    );
    expect(spaced(formatReleaseTime(at, { locale: 'en-GB', timeZone: 'America/New_York' }))).toBe(
      '1~Dec~2026, 01:00',
    );
    expect(formatReleaseTime(at, { locale: 'de', timeZone: 'Europe/Berlin' })).toBe(
      '01.12.2026, 07:00',
    );
  });

  it("is '' for none", () => {
    expect(formatReleaseTime('')).toBe('');
    expect(formatReleaseTime('soon')).toBe('');
  });
});
