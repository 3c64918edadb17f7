import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner, Spinner } from '@/components/ui/spinner';

describe('FullScreenSpinner', () => {
  it.each(['Loading', 'Checking your session', ''])(
    'wraps a size-10 Spinner (label %j)',
    (label) => {
      const full = render(<FullScreenSpinner label={label} />).container.innerHTML;
      const expected = render(
        <div
          role="status"
          aria-live="polite"
          className="flex min-h-dvh w-full items-center justify-center bg-background"
        >
          <Spinner className="size-10" label={label} />
        </div>,
      ).container.innerHTML;
      expect(full).toBe(expected);
    },
  );
});
