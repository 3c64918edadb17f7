import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OtpInput } from '@/features/auth/components/otp-input';

interface VerificationCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** idPrefix names the label (when labelled: `<prefix>-label`) and the error (`<prefix>-error`). */
  idPrefix: string;
  labelled?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * VerificationCodeField is the 6-digit code an email carries (email verification, password reset):
 * its label, the code boxes and the code's error under them.
 */
export function VerificationCodeField<T extends FieldValues>({
  control,
  name,
  idPrefix,
  labelled,
  autoFocus,
  disabled,
}: VerificationCodeFieldProps<T>) {
  const errorId = `${idPrefix}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="grid gap-3">
          <span id={labelled ? `${idPrefix}-label` : undefined} className="text-sm font-medium">
            Verification code
          </span>
          <OtpInput
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(fieldState.error)}
            autoFocus={autoFocus}
            disabled={disabled}
            aria-describedby={fieldState.error ? errorId : undefined}
            className="justify-between sm:justify-start"
          />
          {fieldState.error?.message ? (
            <p id={errorId} className="text-sm font-medium text-destructive">
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
