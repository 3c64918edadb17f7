import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDay,
  formatDuration,
  formatFileSize,
  formatQuantity,
} from '@/lib/format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.4, '0:59'],
    [59.6, '1:00'],
    [187, '3:07'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000 + 59, '10:00:59'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('writes 0:00 for nothing, a negative or not-a-number', () => {
    expect(formatDuration(undefined)).toBe('0:00');
    expect(formatDuration(null)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('other formatters', () => {
  it('formatCount separates thousands', () => {
    expect(formatCount(1250)).toBe('1,250');
    expect(formatCount(undefined)).toBe('0');
  });

  it('formatQuantity puts the noun in the singular for one only', () => {
    expect(formatQuantity(1, 'play')).toBe('1 play');
    expect(formatQuantity(0, 'play')).toBe('0 plays');
    expect(formatQuantity(1250, 'follower')).toBe('1,250 followers');
    expect(formatQuantity(2, 'series', 'series')).toBe('2 series');
  });

  it('formatDate reads ISO and PocketBase timestamps', () => {
    expect(formatDate('2025-08-18T12:00:00Z')).toBe('Aug 18, 2025');
    expect(formatDate('2025-08-18 12:00:00.000Z')).toBe('Aug 18, 2025');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('formatDay keeps the calendar day', () => {
    expect(formatDay('2025-01-05')).toBe('Jan 5, 2025');
  });

  it('formatFileSize picks a unit', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
