import type { AudioCategory, Genre } from '@/types/media';

/** GenreOptions are the <option>s of a genre select, after a first empty one. */
export function GenreOptions({
  genres,
  empty,
  loading,
}: {
  genres: Genre[] | undefined;
  empty: string;
  loading?: boolean;
}) {
  return (
    <>
      <option value="">{loading ? 'Loading genres...' : empty}</option>
      {(genres ?? []).map((g) => (
        <option key={g._id} value={g._id}>
          {g.title}
        </option>
      ))}
    </>
  );
}

/** CategoryOptions are the <option>s of a category select, after a first empty one. */
export function CategoryOptions({
  categories,
  loading,
}: {
  categories: AudioCategory[] | undefined;
  loading?: boolean;
}) {
  return (
    <>
      <option value="">{loading ? 'Loading categories...' : 'No category'}</option>
      {(categories ?? []).map((c) => (
        <option key={c._id} value={c._id}>
          {c.title}
        </option>
      ))}
    </>
  );
}
