import type * as React from 'react';
import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePage, SEARCH_DEBOUNCE_MS, useUrlFilters } from '@/hooks/use-url-filters';

afterEach(() => {
  vi.useRealTimers();
});

/** renderFilters runs the hook on a page at `url`, and reports where the router is. */
function renderFilters(url: string) {
  const wrapper = ({ children }: { children: React.ReactNode }) => {
    const router = createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  return renderHook(
    () => {
      const location = useLocation();
      return { filters: useUrlFilters(), search: location.search };
    },
    { wrapper },
  );
}

describe('parsePage', () => {
  it('reads a page number from 1', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

describe('useUrlFilters', () => {
  it('sets a filter, leaving it out at its default, and goes back to the first page', () => {
    const { result } = renderFilters('/list?page=3&limit=20');
    act(() => result.current.filters.setFilter('status', 'pending'));
    expect(result.current.search).toBe('?limit=20&status=pending');
    act(() => result.current.filters.setFilter('status', 'all'));
    expect(result.current.search).toBe('?limit=20');
    act(() => result.current.filters.setFilter('limit', '10', '10'));
    expect(result.current.search).toBe('');
  });

  it('leaves the first page out of the URL', () => {
    const { result } = renderFilters('/list?q=grace');
    act(() => result.current.filters.setPage(2));
    expect(result.current.search).toBe('?q=grace&page=2');
    act(() => result.current.filters.setPage(1));
    expect(result.current.search).toBe('?q=grace');
  });

  it('shows the search at once and puts it in the URL after a pause', () => {
    vi.useFakeTimers();
    const { result } = renderFilters('/list?page=2');
    act(() => result.current.filters.onSearchChange(' hope '));
    expect(result.current.filters.searchText).toBe(' hope ');
    expect(result.current.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('?q=hope');
  });

  it('follows a search changed in the URL, and resets every filter', () => {
    const { result } = renderFilters('/list?q=grace&status=pending&page=2');
    expect(result.current.filters.searchText).toBe('grace');
    act(() => result.current.filters.update({ q: 'hope' }));
    expect(result.current.filters.searchText).toBe('hope');
    act(() => result.current.filters.reset());
    expect(result.current.search).toBe('');
    expect(result.current.filters.searchText).toBe('');
  });
});
