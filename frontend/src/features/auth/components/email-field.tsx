import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

interface EmailFieldProps {
  id: string;
  /** what form.register('email') returns: the input's name, ref and handlers. */
  registration: UseFormRegisterReturn;
  error?: string;
  autoFocus?: boolean;
}

/** EmailField is the account-email input every auth form asks for (sign-in, sign-up, reset, verify). */
export function EmailField({ id, registration, error, autoFocus }: EmailFieldProps) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          autoFocus={autoFocus}
          {...registration}
        />
      )}
    </FormField>
  );
}
