import { CategoryOptions, GenreOptions } from '@/components/catalog-options';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { BoundFieldProps } from '@/components/media-fields/bind-field';
import { Optional } from '@/components/media-fields/optional';
import type { AudioCategory, Genre } from '@/types/media';

/** GenreField is an item's required genre, chosen from the catalog's genres. */
export function GenreField({
  registration,
  disabled,
  genres,
  loading,
  ...field
}: BoundFieldProps & { genres: Genre[] | undefined; loading: boolean }) {
  return (
    <FormField label="Genre" {...field}>
      {(aria) => (
        <NativeSelect {...aria} disabled={disabled} {...registration}>
          <GenreOptions genres={genres} loading={loading} empty="Select a genre" />
        </NativeSelect>
      )}
    </FormField>
  );
}

/** CategoryField is a sermon's or podcast's optional category. */
export function CategoryField({
  registration,
  disabled,
  categories,
  loading,
  ...field
}: BoundFieldProps & { categories: AudioCategory[] | undefined; loading: boolean }) {
  return (
    <FormField
      label={
        <>
          Category <Optional />
        </>
      }
      {...field}
    >
      {(aria) => (
        <NativeSelect {...aria} disabled={disabled} {...registration}>
          <CategoryOptions categories={categories} loading={loading} />
        </NativeSelect>
      )}
    </FormField>
  );
}
