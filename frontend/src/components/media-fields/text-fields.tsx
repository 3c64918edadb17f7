import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { BoundFieldProps } from '@/components/media-fields/bind-field';
import { Optional } from '@/components/media-fields/optional';

interface TextFieldProps extends BoundFieldProps {
  placeholder?: string;
  className?: string;
}

/** TitleField is an item's required title. */
export function TitleField({ registration, disabled, placeholder, ...field }: TextFieldProps) {
  return (
    <FormField label="Title" {...field}>
      {(aria) => (
        <Input {...aria} placeholder={placeholder} disabled={disabled} {...registration} />
      )}
    </FormField>
  );
}

/** DescriptionField is an item's description, as a textarea of `rows` lines. */
export function DescriptionField({
  registration,
  disabled,
  placeholder,
  rows,
  ...field
}: TextFieldProps & { rows: number }) {
  return (
    <FormField label="Description" {...field}>
      {(aria) => (
        <Textarea
          {...aria}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          {...registration}
        />
      )}
    </FormField>
  );
}

/** PreacherField is a sermon's optional preacher. */
export function PreacherField({ registration, disabled, placeholder, ...field }: TextFieldProps) {
  return (
    <FormField
      label={
        <>
          Preacher <Optional />
        </>
      }
      {...field}
    >
      {(aria) => (
        <Input {...aria} placeholder={placeholder} disabled={disabled} {...registration} />
      )}
    </FormField>
  );
}

/** SeriesField is a sermon's optional series (the `theme` value). */
export function SeriesField({ registration, disabled, placeholder, ...field }: TextFieldProps) {
  return (
    <FormField
      label={
        <>
          Series <Optional />
        </>
      }
      {...field}
    >
      {(aria) => (
        <Input {...aria} placeholder={placeholder} disabled={disabled} {...registration} />
      )}
    </FormField>
  );
}

/** BibleReferencesField is a sermon's passages, typed as text the server parses. */
export function BibleReferencesField({ registration, disabled, ...field }: BoundFieldProps) {
  return (
    <FormField
      label={
        <>
          Bible references <Optional />
        </>
      }
      hint="Separate passages with semicolons"
      {...field}
    >
      {(aria) => (
        <Input {...aria} placeholder="John 3:16-18; Rom 8" disabled={disabled} {...registration} />
      )}
    </FormField>
  );
}

/** PreachDateField is the optional day a sermon was preached. */
export function PreachDateField({ registration, disabled, ...field }: BoundFieldProps) {
  return (
    <FormField
      label={
        <>
          Preach date <Optional />
        </>
      }
      {...field}
    >
      {(aria) => <Input {...aria} type="date" disabled={disabled} {...registration} />}
    </FormField>
  );
}
