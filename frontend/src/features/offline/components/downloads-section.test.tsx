import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fakeJwt } from '@/test/fetch-mock';
import { testUser } from '@/test/user-fixtures';
import type { SavedEpisode } from '@/features/offline/download-repo';
import { downloads } from '@/features/offline/downloads';
import { DownloadsSection } from '@/features/offline/components/downloads-section';

const me = testUser({ name: 'Ruth Bennett', email: 'ruth@example.com' });

function saved(episodeId: string, position: number, account = me._id): SavedEpisode {
  return {
    episodeId,
    account,
    title: `Part ${position}`,
    position,
    duration: 95,
    media: { _id: 'm1', title: 'Romans', type: 'sermon', artist: 'Pastor Ann', cover: '' },
    bytes: 1536 * 1024,
    mimeType: 'audio/mpeg',
    savedAt: 1000 + position,
  };
}

function renderSection() {
  return render(
    <MemoryRouter>
      <DownloadsSection />
    </MemoryRouter>,
  );
}

beforeEach(() => saveUserSession(fakeJwt(), me));
afterEach(() => {
  downloads.store.setState({ loaded: false, saved: {}, active: {} });
  userPb.authStore.clear();
});

describe('DownloadsSection', () => {
  it('says there are none yet, with a way to browse', async () => {
    downloads.store.setState({ loaded: true, saved: {} });
    renderSection();
    const section = screen.getByRole('region', { name: 'Downloads' });
    expect(within(section).getByText('No downloads yet')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/app');
  });

  it("lists this account's downloads in order with their size, not another account's", async () => {
    downloads.store.setState({
      loaded: true,
      saved: { e2: saved('e2', 2), e1: saved('e1', 1), x: saved('x', 3, 'someone-else') },
    });
    renderSection();
    const list = screen.getByRole('list', { name: 'Downloaded episodes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getAllByText(/^Part \d$/)[0].textContent)).toEqual([
      'Part 1',
      'Part 2',
    ]);
    expect(screen.getByText(/2 episodes on this device, 3\.0 MB/)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('1:35');
    expect(rows[0]).toHaveTextContent('1.5 MB');
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(await screen.findByRole('dialog', { name: 'Remove all downloads?' })).toHaveTextContent(
      '2 episodes (3.0 MB) will be removed from this device.',
    );
  });
});
