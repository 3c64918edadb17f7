import * as React from 'react';
import { RotateCcw, Rows3 } from 'lucide-react';
import { OptionMenu } from '@/components/option-menu';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { PAGE_SIZES } from '@/features/admin/utils/media-filters';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }));

export interface ListToolbarProps {
  searchText: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  /** filters: the page's filter menus (OptionMenu), in order. */
  filters?: React.ReactNode;
  limit: number;
  onLimitChange: (limit: number) => void;
  onReset: () => void;
  /** canReset: a search, a filter or a page size other than the default is on. */
  canReset: boolean;
  /** actions: more buttons at the end (Export). */
  actions?: React.ReactNode;
}

/** ListToolbar is a list's search box, filter menus, items per page and Reset. */
export function ListToolbar({
  searchText,
  onSearchChange,
  searchPlaceholder,
  searchLabel,
  filters,
  limit,
  onLimitChange,
  onReset,
  canReset,
  actions,
}: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchBox
        value={searchText}
        onChange={onSearchChange}
        placeholder={searchPlaceholder}
        label={searchLabel}
        className="sm:max-w-none lg:max-w-sm"
      />
      <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
        {filters}
        <OptionMenu
          value={String(limit)}
          options={PAGE_SIZE_OPTIONS}
          onChange={(v) => onLimitChange(Number(v))}
          label="Items per page"
          icon={Rows3}
        />
        <Button variant="ghost" onClick={onReset} disabled={!canReset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        {actions}
      </div>
    </div>
  );
}
