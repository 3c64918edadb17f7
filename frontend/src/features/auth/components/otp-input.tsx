import * as React from 'react';
import { cn } from '@/lib/utils';

export interface OtpInputProps {
  /** value holds the digits typed so far; an empty box inside it is a space. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  /** id goes on the first box so a <label htmlFor> can point at the group. */
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** label names the group for screen readers, e.g. "Verification code". */
  label?: string;
  'aria-describedby'?: string;
  className?: string;
}

const onlyDigits = (s: string) => s.replace(/\D/g, '');

function toSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => {
    const ch = value[i] ?? '';
    return /\d/.test(ch) ? ch : '';
  });
}

function fromSlots(slots: string[]): string {
  return slots
    .map((ch) => ch || ' ')
    .join('')
    .trimEnd();
}

/**
 * OtpInput is a row of single-digit boxes: typing a digit fills a box and moves on, Backspace
 * in an empty box clears the one before and moves back, and a paste fills as many boxes as it
 * has digits (other characters are dropped).
 */
export function OtpInput({
  value,
  onChange,
  length = 6,
  id,
  disabled,
  invalid,
  autoFocus,
  label = 'Verification code',
  'aria-describedby': describedBy,
  className,
}: OtpInputProps) {
  const refs = React.useRef<Array<HTMLInputElement | null>>([]);
  const slots = toSlots(value, length);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (start: number, digits: string) => {
    const next = [...slots];
    // A whole code replaces what is there; a shorter run fills from the box it went into.
    const from = digits.length >= length ? 0 : start;
    const run = digits.slice(0, length - from);
    for (let k = 0; k < run.length; k++) next[from + k] = run[k];
    onChange(fromSlots(next));
    const firstEmpty = next.findIndex((ch, i) => i >= from + run.length && !ch);
    focusBox(firstEmpty === -1 ? length - 1 : firstEmpty);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...slots];
    next[index] = digit;
    onChange(fromSlots(next));
    if (digit && index < length - 1) focusBox(index + 1);
  };

  const handleChange = (index: number, event: React.ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      setDigit(index, '');
      return;
    }
    const digits = onlyDigits(raw);
    if (!digits) return; // a letter or symbol is ignored
    if (raw.length === 2 && slots[index]) {
      // Typed beside the digit already there: keep the new character, if it is a digit.
      const typed = raw[0] === slots[index] ? raw[1] : raw[0];
      if (/\d/.test(typed)) setDigit(index, typed);
      return;
    }
    if (digits.length === 1) {
      setDigit(index, digits);
      return;
    }
    fill(index, digits); // autofill of a whole code
  };

  const handleKeyDown = (index: number, event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (!slots[index] && index > 0) {
        event.preventDefault();
        const next = [...slots];
        next[index - 1] = '';
        onChange(fromSlots(next));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={cn('flex items-center gap-2 sm:gap-3', className)}
    >
      {slots.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          id={index === 0 ? id : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing on the screen
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(e) => handleChange(index, e)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          className={cn(
            'size-11 rounded-lg border border-input bg-background text-center text-xl font-semibold tabular-nums shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-60 sm:size-12',
            digit && 'border-gold-400 bg-gold-50',
            invalid && 'border-destructive',
          )}
        />
      ))}
    </div>
  );
}
