import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '@/components/logo';
import { PlainLogo } from '@/components/logo-base';

describe('PlainLogo', () => {
  it.each([undefined, 'text-white'])('renders what Logo renders (className %s)', (className) => {
    const plain = render(<PlainLogo className={className} />).container.innerHTML;
    const merged = render(<Logo className={className} />).container.innerHTML;
    expect(plain).toBe(merged);
  });
});
