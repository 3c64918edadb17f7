import * as React from 'react';
import { Check } from 'lucide-react';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { SearchBox } from '@/components/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCreatorSearch } from '@/features/admin/api/get-users';
import type { AdminUser } from '@/features/admin/types';

export interface CreatorPickerProps {
  /** idPrefix makes the ids unique within the page. */
  idPrefix: string;
  /** value: the chosen creator's id, '' for none. */
  value: string;
  onChange: (userId: string) => void;
  error?: string;
  disabled?: boolean;
  /** label: what the chosen account is to the upload ("Creator", "Host"). */
  label?: string;
  /** inputRef: the search box, which the form focuses when no creator is chosen. */
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * CreatorPicker chooses the creator an upload belongs to: a search by name or email (sent to
 * the server after typing pauses) over active accounts, the matches as radio buttons.
 */
export function CreatorPicker({
  idPrefix,
  value,
  onChange,
  error,
  disabled,
  inputRef,
  label = 'Creator',
}: CreatorPickerProps) {
  const [text, setText] = React.useState('');
  const [search, setSearch] = React.useState('');
  const [chosen, setChosen] = React.useState<AdminUser | null>(null);
  const pushSearch = useDebouncedCallback(setSearch, 300);
  const results = useCreatorSearch(search);
  const users = results.data?.data ?? [];
  const errorId = `${idPrefix}-creator-error`;
  const selected = value ? (users.find((u) => u._id === value) ?? chosen) : null;
  const showChosen = selected && !users.some((u) => u._id === selected._id);

  const choose = (user: AdminUser) => {
    setChosen(user);
    onChange(user._id);
  };

  const option = (user: AdminUser) => {
    const checked = user._id === value;
    return (
      <label
        key={user._id}
        className={cn(
          'relative flex cursor-pointer items-center gap-3 rounded-md border border-transparent px-3 py-2 text-sm transition-colors hover:bg-muted/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
          checked && 'border-gold-300 bg-gold-50 hover:bg-gold-50',
        )}
      >
        <input
          type="radio"
          name={`${idPrefix}-creator`}
          value={user._id}
          checked={checked}
          onChange={() => choose(user)}
          disabled={disabled}
          // Covers the row, so a click anywhere on it lands on the radio itself.
          className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
        />
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-100 text-xs font-semibold text-gold-900"
        >
          {(user.name || user.email).trim().charAt(0).toUpperCase()}
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="truncate font-medium">{user.name || 'Unnamed'}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </span>
        {checked ? <Check className="size-4 shrink-0 text-gold-800" aria-hidden="true" /> : null}
      </label>
    );
  };

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      <SearchBox
        value={text}
        onChange={(v) => {
          setText(v);
          pushSearch(v);
        }}
        placeholder="Search creators by name or email..."
        label={`Search ${label === 'Creator' ? 'creators' : `${label.toLowerCase()}s`}`}
        inputRef={inputRef}
        className="sm:max-w-none"
      />
      <div
        className={cn(
          'grid max-h-48 gap-0.5 overflow-y-auto rounded-lg border bg-background p-1',
          error && 'border-destructive',
        )}
      >
        {showChosen && selected ? option(selected) : null}
        {results.isPending ? (
          <div className="grid gap-2 p-2" aria-hidden="true">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : results.isError ? (
          <p className="px-3 py-2 text-sm text-destructive">Could not load creators.</p>
        ) : users.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">
            {search.trim()
              ? `No active creators match “${search.trim()}”.`
              : 'There are no active creators yet.'}
          </p>
        ) : (
          users.map(option)
        )}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
