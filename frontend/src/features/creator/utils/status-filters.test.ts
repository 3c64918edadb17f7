import { describe, expect, it } from 'vitest';
import { buildUrl } from '@/lib/api';
import {
  parseStatusFilter,
  STATUS_FILTERS,
  toUserMediaQuery,
} from '@/features/creator/utils/status-filters';

describe('status filter menus', () => {
  it("offer SPEC's options on each page, in order, then Draft and Scheduled", () => {
    expect(STATUS_FILTERS.album.map((o) => o.label)).toEqual([
      'All Songs',
      'Approved',
      'Pending Review',
      'Rejected',
      'Suspended',
      'Draft',
      'Scheduled',
    ]);
    expect(STATUS_FILTERS.podcast.map((o) => o.label)).toEqual([
      'All Podcasts',
      'Approved',
      'Pending',
      'Draft',
      'Scheduled',
    ]);
    expect(STATUS_FILTERS.sermon.map((o) => o.label)).toEqual([
      'All Sermons',
      'Approved',
      'Pending',
      'Rejected',
      'Draft',
      'Scheduled',
    ]);
  });

  it('map each label to the value the server takes', () => {
    const byLabel = Object.fromEntries(STATUS_FILTERS.album.map((o) => [o.label, o.value]));
    expect(byLabel).toEqual({
      'All Songs': 'all',
      Approved: 'approved',
      'Pending Review': 'pending',
      Rejected: 'rejected',
      Suspended: 'suspended',
      Draft: 'draft',
      Scheduled: 'scheduled',
    });
  });
});

describe('toUserMediaQuery', () => {
  const base = { type: 'album' as const, status: 'all' as const, search: '', page: 1, limit: 10 };

  it('leaves status and search out for All and an empty box', () => {
    expect(buildUrl('/api/media/user-media/', toUserMediaQuery(base))).toBe(
      '/api/media/user-media/?page=1&limit=10&type=album',
    );
  });

  it.each([
    ['approved', 'approved'],
    ['pending', 'pending'],
    ['rejected', 'rejected'],
    ['suspended', 'suspended'],
    ['draft', 'draft'],
    ['scheduled', 'scheduled'],
  ] as const)('sends status=%s as %s', (status, sent) => {
    expect(toUserMediaQuery({ ...base, status }).status).toBe(sent);
  });

  it('trims the search and sends page, limit and type', () => {
    const url = buildUrl(
      '/api/media/user-media/',
      toUserMediaQuery({
        ...base,
        type: 'sermon',
        status: 'rejected',
        search: '  grace ',
        page: 3,
      }),
    );
    expect(url).toBe(
      '/api/media/user-media/?page=3&limit=10&type=sermon&status=rejected&search=grace',
    );
  });

  it('leaves the type out for every type', () => {
    expect(toUserMediaQuery({ ...base, type: undefined }).type).toBeUndefined();
  });
});

describe('search param parsing', () => {
  it('takes only a status the page offers', () => {
    expect(parseStatusFilter('approved', 'podcast')).toBe('approved');
    expect(parseStatusFilter('rejected', 'podcast')).toBe('all');
    expect(parseStatusFilter('suspended', 'sermon')).toBe('all');
    expect(parseStatusFilter('suspended', 'album')).toBe('suspended');
    expect(parseStatusFilter('active', 'album')).toBe('all');
    expect(parseStatusFilter(null, 'album')).toBe('all');
    expect(parseStatusFilter('draft', 'podcast')).toBe('draft');
    expect(parseStatusFilter('scheduled', 'any')).toBe('scheduled');
  });
});
