import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CreatorPicker } from '@/features/admin/components/creator-picker';

/** CreatorField is the admin upload dialogs' `artistId`: whose account the upload goes to. */
export function CreatorField<T extends FieldValues & { artistId: string }>({
  control,
  idPrefix,
  label,
  disabled,
}: {
  control: Control<T>;
  idPrefix: string;
  /** label: what the account is to the upload; CreatorPicker's "Creator" when left out. */
  label?: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={'artistId' as Path<T>}
      render={({ field, fieldState }) => (
        <CreatorPicker
          idPrefix={idPrefix}
          label={label}
          value={field.value as string}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
