import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordSkeleton } from '@/features/admin/components/record-skeleton';

function blocks(container: HTMLElement) {
  return [...container.querySelectorAll('[data-slot="skeleton"]')];
}

describe('RecordSkeleton', () => {
  it('is hidden from screen readers', () => {
    const { container } = render(<RecordSkeleton picture="cover" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('stands in for an item with a square cover and for a user with a round avatar', () => {
    const cover = render(<RecordSkeleton picture="cover" />).container;
    const avatar = render(<RecordSkeleton picture="avatar" />).container;
    expect(blocks(cover)[0]).toHaveClass('rounded-lg');
    expect(blocks(cover)[0]).not.toHaveClass('rounded-full');
    expect(blocks(avatar)[0]).toHaveClass('rounded-full');
    // the picture, two lines of title and two blocks below
    expect(blocks(cover)).toHaveLength(5);
    expect(blocks(avatar)).toHaveLength(5);
  });
});
