import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSE,
  isFiltered,
  readBrowseFilters,
  toBrowseQuery,
  writeBrowseFilters,
} from '@/features/listen/utils/browse-params';

const read = (qs: string) => readBrowseFilters(new URLSearchParams(qs));

describe('readBrowseFilters', () => {
  it('reads nothing as the defaults', () => {
    expect(read('')).toEqual(DEFAULT_BROWSE);
  });

  it('reads every filter', () => {
    expect(read('type=sermons&genre=g1&search=grace&passage=John%203&sort=popular')).toEqual({
      tab: 'sermons',
      genre: 'g1',
      search: 'grace',
      passage: 'John 3',
      sort: 'popular',
    });
  });

  it('ignores values it does not know', () => {
    expect(read('type=videos&sort=oldest')).toMatchObject({ tab: 'all', sort: 'new' });
  });

  it('cuts a search to what the server accepts', () => {
    expect(read(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });
});

describe('writeBrowseFilters', () => {
  it('leaves the defaults out of the URL', () => {
    expect(writeBrowseFilters(DEFAULT_BROWSE).toString()).toBe('');
  });

  it('round-trips', () => {
    const f = read('type=songs&genre=g2&search=praise&sort=popular');
    expect(read(writeBrowseFilters(f).toString())).toEqual(f);
  });

  it('drops a passage outside the Sermons tab', () => {
    expect(
      writeBrowseFilters({ ...DEFAULT_BROWSE, tab: 'songs', passage: 'John 3' }).has('passage'),
    ).toBe(false);
  });
});

describe('toBrowseQuery', () => {
  it('maps tabs to the server types', () => {
    expect(toBrowseQuery({ ...DEFAULT_BROWSE, tab: 'songs' }, 1, 20).type).toBe('album');
    expect(toBrowseQuery({ ...DEFAULT_BROWSE, tab: 'podcasts' }, 1, 20).type).toBe('podcast');
    expect(toBrowseQuery({ ...DEFAULT_BROWSE, tab: 'sermons' }, 1, 20).type).toBe('sermon');
    expect(toBrowseQuery(DEFAULT_BROWSE, 1, 20).type).toBeUndefined();
  });

  it('sends the trimmed search, genre, sort and page', () => {
    expect(
      toBrowseQuery(
        { ...DEFAULT_BROWSE, search: '  amazing grace ', genre: 'g1', sort: 'popular' },
        3,
        20,
      ),
    ).toEqual({
      type: undefined,
      genre: 'g1',
      search: 'amazing grace',
      passage: undefined,
      sort: 'popular',
      page: 3,
      limit: 20,
    });
  });

  it('sends a passage only for sermons', () => {
    const sermons = { ...DEFAULT_BROWSE, tab: 'sermons' as const, passage: ' John 3 ' };
    expect(toBrowseQuery(sermons, 1, 20).passage).toBe('John 3');
    expect(toBrowseQuery({ ...sermons, tab: 'all' }, 1, 20).passage).toBeUndefined();
  });

  it('leaves blank texts out', () => {
    const q = toBrowseQuery({ ...DEFAULT_BROWSE, search: '   ' }, 1, 20);
    expect(q.search).toBeUndefined();
  });
});

describe('isFiltered', () => {
  it('is on for a search, a genre or a sermon passage; not for type or sort', () => {
    expect(isFiltered(DEFAULT_BROWSE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_BROWSE, tab: 'songs', sort: 'popular' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_BROWSE, search: 'x' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_BROWSE, genre: 'g' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_BROWSE, tab: 'sermons', passage: 'John 3' })).toBe(true);
  });
});
