import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';

/** SEARCH_DEBOUNCE_MS: how long typing pauses before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** parsePage reads the `page` search param: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * useUrlFilters keeps a list's filters in the URL (so they survive a reload and can be linked,
 * e.g. /admin/songs?status=pending), for the admin and the creator lists alike: `update` changes
 * some, `setFilter` one (back to the first page), `setPage` the page; the search box shows what
 * is typed at once while `q` follows after a pause; `reset` clears them all.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [searchText, setSearchText] = React.useState(search);
  const [urlSearch, setUrlSearch] = React.useState(search);
  // The last `q` this hook pushed itself: when the URL catches up with it, the box keeps what was
  // typed since (a slow render would otherwise put 'even' back over 'eveni' and lose a key).
  // Only a change from elsewhere (back, a link, reset) replaces the text.
  const [pushedSearch, setPushedSearch] = React.useState<string | null>(null);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (search !== pushedSearch) setSearchText(search);
  }

  /** update sets (or, given null or '', removes) some params; `replace` rewrites the entry. */
  const update = React.useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const pushSearch = useDebouncedCallback(
    (value: string) => {
      setPushedSearch(value.trim());
      update({ q: value.trim() || null, page: null }, true);
    },
    SEARCH_DEBOUNCE_MS,
  );

  const onSearchChange = (value: string) => {
    setSearchText(value);
    pushSearch(value);
  };

  const reset = () => {
    setPushedSearch(null);
    setSearchText('');
    setParams(new URLSearchParams());
  };

  /**
   * setFilter changes one filter and goes back to the first page; a value equal to the filter's
   * default (`all` unless given) leaves the filter out of the URL.
   */
  const setFilter = (key: string, value: string | null, defaultValue = 'all') =>
    update({ [key]: value === defaultValue ? null : value, page: null });

  /** setPage goes to a page; the first page is left out of the URL. */
  const setPage = (page: number) => update({ page: page > 1 ? String(page) : null });

  return { params, update, setFilter, setPage, searchText, onSearchChange, reset };
}
