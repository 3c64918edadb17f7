import { BookOpen, Flame, LayoutGrid, Mic, Music, Sparkles } from 'lucide-react';
import { GenreOptions } from '@/components/catalog-options';
import { SearchBox } from '@/components/search-box';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useGenres } from '@/features/listen/api/get-genres';
import { Segmented } from '@/components/segmented';
import { useDebouncedText } from '@/features/listen/components/use-debounced-text';
import {
  MAX_SEARCH,
  type BrowseFilters,
  type BrowseSort,
  type BrowseTab,
} from '@/features/listen/utils/browse-params';

const TABS: Array<{ value: BrowseTab; label: string; icon: typeof Music }> = [
  { value: 'all', label: 'All', icon: LayoutGrid },
  { value: 'songs', label: 'Songs', icon: Music },
  { value: 'podcasts', label: 'Podcasts', icon: Mic },
  { value: 'sermons', label: 'Sermons', icon: BookOpen },
];

const SORTS: Array<{ value: BrowseSort; label: string; icon: typeof Music }> = [
  { value: 'new', label: 'Newest', icon: Sparkles },
  { value: 'popular', label: 'Popular', icon: Flame },
];

export interface BrowseToolbarProps {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
  /** passageError: the server's reason a passage could not be read. */
  passageError?: string;
}

/** BrowseToolbar is /app's filters: type, sort, search, genre and (for sermons) a passage. */
export function BrowseToolbar({ filters, onChange, passageError }: BrowseToolbarProps) {
  const genres = useGenres();
  const search = useDebouncedText(filters.search, (v) => onChange({ search: v }));
  const passage = useDebouncedText(filters.passage, (v) => onChange({ passage: v }));
  const sermons = filters.tab === 'sermons';

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Segmented
          label="Type"
          value={filters.tab}
          options={TABS}
          onChange={(tab) => onChange({ tab })}
          className="w-full sm:w-auto"
        />
        <Segmented
          label="Sort"
          value={filters.sort}
          options={SORTS}
          onChange={(sort) => onChange({ sort })}
          className="w-full sm:w-auto"
        />
      </div>
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-start">
        <SearchBox
          value={search.text}
          onChange={(v) => (v ? search.change(v.slice(0, MAX_SEARCH)) : search.commitNow(''))}
          placeholder="Search titles, people, series..."
          label="Search"
          className="sm:max-w-md sm:min-w-64"
        />
        <NativeSelect
          aria-label="Genre"
          value={filters.genre}
          onChange={(e) => onChange({ genre: e.target.value })}
          className="sm:w-48"
        >
          <GenreOptions genres={genres.data} empty="All genres" loading={genres.isPending} />
        </NativeSelect>
        {sermons ? (
          <div className="grid gap-1 sm:w-64">
            <div className="relative">
              <BookOpen
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                value={passage.text}
                onChange={(e) => passage.change(e.target.value.slice(0, MAX_SEARCH))}
                placeholder="Bible passage, e.g. John 3"
                aria-label="Bible passage"
                aria-invalid={passageError ? true : undefined}
                aria-describedby={passageError ? 'passage-error' : undefined}
                className="pl-9"
              />
            </div>
            {passageError ? (
              <p id="passage-error" className="text-sm font-medium text-destructive">
                {passageError}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
