import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { verdictOf } from '@/features/offline/offline-reports';

describe('verdictOf', () => {
  it('sends again after no answer, a 401, a 408, a 429 or a server error', () => {
    expect(verdictOf(new Error('Unable to reach the server.'))).toBe('failed');
    for (const status of [401, 408, 429, 500, 503])
      expect(verdictOf(new ApiError('x', status))).toBe('failed');
  });
  it('drops a report the server refused for good', () => {
    for (const status of [400, 403, 404, 422])
      expect(verdictOf(new ApiError('x', status))).toBe('refused');
  });
});
