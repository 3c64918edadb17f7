import type { QueryValue } from '@/lib/api';
import type { MediaType } from '@/types/media';
import { parsePage } from '@/hooks/use-url-filters';

/** PAGE_SIZES: SPEC §9's items-per-page choices; 10 is the default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** MediaListParams is one request for media-by-admin-status. */
export interface MediaListParams {
  /** status: 'all' or one of the server's statuses. */
  status: string;
  /** type: '' for every type. */
  type: MediaType | '';
  /** category: an audio category id, '' for any. */
  category: string;
  search: string;
  page: number;
  limit: number;
}

const TYPES: ReadonlyArray<MediaType> = ['album', 'podcast', 'sermon'];

/** parsePageSize reads a page size: one of PAGE_SIZES, else the default. */
export function parsePageSize(value: string | null): number {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

/** parseType reads a type filter: album, podcast or sermon, else '' (every type). */
export function parseType(value: string | null): MediaType | '' {
  return TYPES.includes(value as MediaType) ? (value as MediaType) : '';
}

/**
 * parseMediaParams reads a media list's filters from the URL (status, type, category, q, page,
 * limit); `fixedType` pins the type on the sermon and podcast pages.
 */
export function parseMediaParams(params: URLSearchParams, fixedType?: MediaType): MediaListParams {
  const status = (params.get('status') ?? '').trim();
  return {
    status: status && status !== 'all' ? status : 'all',
    type: fixedType ?? parseType(params.get('type')),
    category: (params.get('category') ?? '').trim(),
    search: params.get('q') ?? '',
    page: parsePage(params.get('page')),
    limit: parsePageSize(params.get('limit')),
  };
}

/**
 * toMediaQuery is the query string of GET /api/media/media-by-admin-status: adminStatus is
 * sent as 'all' for every status; empty type, category and search are left out.
 */
export function toMediaQuery(params: MediaListParams): Record<string, QueryValue> {
  return {
    page: params.page,
    limit: params.limit,
    adminStatus: params.status || 'all',
    type: params.type || undefined,
    category: params.category || undefined,
    search: params.search.trim() || undefined,
  };
}

/** isFiltered: a search, a status, a type (where it can be chosen) or a category is on. */
export function isFiltered(params: MediaListParams, typeIsFixed = false): boolean {
  return (
    Boolean(params.search.trim()) ||
    params.status !== 'all' ||
    (!typeIsFixed && params.type !== '') ||
    params.category !== ''
  );
}
