import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  parseMediaParams,
  parsePageSize,
  toMediaQuery,
} from '@/features/admin/utils/media-filters';
import { parseUserParams, toExportQuery, toUserQuery } from '@/features/admin/utils/user-filters';

const p = (s: string) => new URLSearchParams(s);

describe('media list filters', () => {
  it('reads the URL and defaults what is missing or unknown', () => {
    expect(parseMediaParams(p(''))).toEqual({
      status: 'all',
      type: '',
      category: '',
      search: '',
      page: 1,
      limit: 10,
    });
    expect(parseMediaParams(p('status=pending&type=sermon&q=grace&page=3&limit=50'))).toEqual({
      status: 'pending',
      type: 'sermon',
      category: '',
      search: 'grace',
      page: 3,
      limit: 50,
    });
    expect(parseMediaParams(p('type=video&page=-2&limit=7'))).toMatchObject({
      type: '',
      page: 1,
      limit: 10,
    });
    expect(parseMediaParams(p('type=album&category=c1'), 'podcast')).toMatchObject({
      type: 'podcast',
      category: 'c1',
    });
    expect(parsePageSize('100')).toBe(100);
  });

  it('sends adminStatus=all for every status and leaves empty filters out', () => {
    expect(toMediaQuery(parseMediaParams(p('')))).toEqual({
      page: 1,
      limit: 10,
      adminStatus: 'all',
      type: undefined,
      category: undefined,
      search: undefined,
    });
    expect(
      toMediaQuery(parseMediaParams(p('status=rejected&type=album&category=c1&q=%20hope%20'))),
    ).toMatchObject({ adminStatus: 'rejected', type: 'album', category: 'c1', search: 'hope' });
  });

  it('knows when a filter is on (a page type does not count)', () => {
    expect(isFiltered(parseMediaParams(p('')))).toBe(false);
    expect(isFiltered(parseMediaParams(p('q=x')))).toBe(true);
    expect(isFiltered(parseMediaParams(p(''), 'sermon'), true)).toBe(false);
  });
});

describe('user list filters', () => {
  it('maps the status filter and search onto the query', () => {
    expect(toUserQuery(parseUserParams(p('')))).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      status: undefined,
    });
    expect(
      toUserQuery(parseUserParams(p('q=%20grace%20&status=suspended&page=2&limit=20'))),
    ).toEqual({ page: 2, limit: 20, search: 'grace', status: 'suspended' });
    expect(parseUserParams(p('status=inactive')).status).toBe('all');
    expect(toExportQuery({ search: 'a@b', status: 'active' })).toEqual({
      search: 'a@b',
      status: 'active',
    });
    expect(toExportQuery({ search: ' ', status: 'all' })).toEqual({
      search: undefined,
      status: undefined,
    });
  });
});
