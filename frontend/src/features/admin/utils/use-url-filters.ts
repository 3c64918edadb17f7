import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';

/** SEARCH_DEBOUNCE_MS: how long typing pauses before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * useUrlFilters keeps a list's filters in the URL (so they survive a reload and can be linked,
 * e.g. /admin/songs?status=pending): `update` changes some, the search box shows what is typed
 * at once while `q` follows after a pause, and `reset` clears them all.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [searchText, setSearchText] = React.useState(search);
  const [urlSearch, setUrlSearch] = React.useState(search);
  if (search !== urlSearch) {
    setUrlSearch(search);
    setSearchText(search);
  }

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
    (value: string) => update({ q: value.trim() || null, page: null }, true),
    SEARCH_DEBOUNCE_MS,
  );

  const onSearchChange = (value: string) => {
    setSearchText(value);
    pushSearch(value);
  };

  const reset = () => {
    setSearchText('');
    setParams(new URLSearchParams());
  };

  /** setFilter changes one filter and goes back to the first page. */
  const setFilter = (key: string, value: string | null) => update({ [key]: value, page: null });

  return { params, update, setFilter, searchText, onSearchChange, reset };
}
