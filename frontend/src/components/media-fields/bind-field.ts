import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** BoundFieldProps tie one registered form value to a labelled field. */
export interface BoundFieldProps {
  id: string;
  error?: string;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * fieldBinder gives each field of a form its id (`${idPrefix}-${kebab-name}` unless told),
 * error and registration, so every form spells its ids and errors the same way. Call it
 * while rendering: it reads formState.errors, which subscribes the form to them.
 */
export function fieldBinder<T extends FieldValues>(
  form: UseFormReturn<T>,
  idPrefix: string,
  disabled: boolean,
) {
  const { errors } = form.formState;
  return (name: Path<T>, idSuffix: string = kebab(name)): BoundFieldProps => ({
    id: `${idPrefix}-${idSuffix}`,
    error: (get(errors, name) as FieldError | undefined)?.message,
    disabled,
    registration: form.register(name),
  });
}
