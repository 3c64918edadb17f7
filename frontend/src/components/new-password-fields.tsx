import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';

export interface NewPasswordFieldsProps {
  /** ids of the two inputs (tests and labels find them by these). */
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  /** hint under the first field, e.g. SPEC's minimum length. */
  hint?: string;
  autoFocus?: boolean;
}

/**
 * NewPasswordFields is the "new password + confirm" pair of sign-up, reset and change password,
 * both with the show/hide toggle and `autoComplete="new-password"` so password managers offer one.
 */
export function NewPasswordFields({
  ids,
  labels,
  password,
  confirm,
  errors,
  hint,
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField id={ids.password} label={labels.password} error={errors.password} hint={hint}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            autoFocus={autoFocus}
            {...password}
          />
        )}
      </FormField>
      <FormField id={ids.confirm} label={labels.confirm} error={errors.confirm}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...confirm} />}
      </FormField>
    </>
  );
}
