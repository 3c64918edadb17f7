import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidebarLibraryCard } from '@/components/sidebar-library-card';

function renderCard(pending: boolean, failed: boolean) {
  return render(
    <SidebarLibraryCard pending={pending} failed={failed}>
      <p>3 uploads</p>
    </SidebarLibraryCard>,
  );
}

describe('SidebarLibraryCard', () => {
  it('is a section named Library that shows its counts once they are in', () => {
    renderCard(false, false);
    expect(screen.getByRole('region', { name: 'Library' })).toHaveTextContent('3 uploads');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says Loading... while the counts are asked for, and not the counts', () => {
    renderCard(true, false);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('3 uploads')).not.toBeInTheDocument();
  });

  it('says the library could not be loaded when the counts fail', () => {
    renderCard(false, true);
    expect(screen.getByText('Your library could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('3 uploads')).not.toBeInTheDocument();
  });
});
