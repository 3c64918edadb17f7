import { describe, expect, it } from 'vitest';
import { formatClock, parseClock } from '@/lib/time-text';

describe('parseClock', () => {
  it('reads m:ss, mm:ss and h:mm:ss', () => {
    expect(parseClock('0:00')).toBe(0);
    expect(parseClock('1:05')).toBe(65);
    expect(parseClock('10:01')).toBe(601);
    expect(parseClock(' 1:02:03 ')).toBe(3723);
    expect(parseClock('1:05.5')).toBe(65.5);
    expect(parseClock('90:00')).toBe(5400);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '65',
      '1:5',
      '1:60',
      '1:60:00',
      '1:5:00',
      'a:bc',
      '1:00:00:00',
      '-1:00',
    ])
      expect(parseClock(text), text).toBeNull();
  });
});

describe('formatClock', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour, the fraction cut off', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(61.9)).toBe('1:01');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('reads back what it writes', () => {
    for (const s of [0, 59, 65, 601, 3599, 3600, 3723]) expect(parseClock(formatClock(s))).toBe(s);
  });
});
