import type { QueryValue } from '@/lib/api';
import type { MediaType } from '@/types/media';

/** BrowseTab is the type tab of /app, as it reads in the URL (?type=songs). */
export type BrowseTab = 'all' | 'songs' | 'podcasts' | 'sermons';
export type BrowseSort = 'new' | 'popular';

/** BrowseFilters is what /app's URL says the listener is looking for. */
export interface BrowseFilters {
  tab: BrowseTab;
  genre: string;
  search: string;
  /** passage: a Bible passage ("John 3"), for sermons only. */
  passage: string;
  sort: BrowseSort;
}

export const DEFAULT_BROWSE: BrowseFilters = {
  tab: 'all',
  genre: '',
  search: '',
  passage: '',
  sort: 'new',
};

/** TAB_TYPES maps a tab to the server's media type ('' for every type). */
export const TAB_TYPES: Record<BrowseTab, MediaType | ''> = {
  all: '',
  songs: 'album',
  podcasts: 'podcast',
  sermons: 'sermon',
};

/** MAX_SEARCH: the server refuses longer searches and passages. */
export const MAX_SEARCH = 200;

const clip = (value: string | null) => (value ?? '').slice(0, MAX_SEARCH);

/** readBrowseFilters reads /app's search params, ignoring values it does not know. */
export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const tab = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    tab: tab in TAB_TYPES ? (tab as BrowseTab) : 'all',
    genre: (params.get('genre') ?? '').trim(),
    search: clip(params.get('search')),
    passage: clip(params.get('passage')),
    sort: sort === 'popular' ? 'popular' : 'new',
  };
}

/** writeBrowseFilters is the URL's search params for filters; defaults are left out. */
export function writeBrowseFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'all') params.set('type', filters.tab);
  if (filters.genre) params.set('genre', filters.genre);
  if (filters.search) params.set('search', filters.search);
  if (filters.tab === 'sermons' && filters.passage) params.set('passage', filters.passage);
  if (filters.sort !== 'new') params.set('sort', filters.sort);
  return params;
}

/**
 * toBrowseQuery is GET /api/media/browse's query for filters and a page: the tab becomes the
 * server's type, texts are trimmed, and a passage is sent only on the Sermons tab (a search
 * that reads as a passage, "John 3", also finds sermons on the server).
 */
export function toBrowseQuery(
  filters: BrowseFilters,
  page: number,
  limit: number,
): Record<string, QueryValue> {
  return {
    type: TAB_TYPES[filters.tab] || undefined,
    genre: filters.genre || undefined,
    search: filters.search.trim() || undefined,
    passage: filters.tab === 'sermons' ? filters.passage.trim() || undefined : undefined,
    sort: filters.sort,
    page,
    limit,
  };
}

/** isFiltered says whether anything narrows the list (the empty state then says so). */
export function isFiltered(filters: BrowseFilters): boolean {
  return Boolean(
    filters.genre || filters.search.trim() || (filters.tab === 'sermons' && filters.passage.trim()),
  );
}
