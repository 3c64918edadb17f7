import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { formatReleaseTime } from '@/lib/release-time';
import { adminMedia, mediaPage, signInAdmin } from '@/test/admin-fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

/** shown: a release time as a person reads it (Testing Library folds its no-break spaces). */
const shown = (iso: string) => formatReleaseTime(iso).replace(/\s+/g, ' ');

/** The server's list once drafts and scheduled release are in (API.md, "Creators' workflow"). */
const STATUSES = ['draft', 'pending', 'active', 'scheduled', 'rejected', 'suspended'];
const releaseAt = '2099-12-01T06:00:00Z';

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminPb.authStore.clear();
});

function serve() {
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/media/media-statuses': () => ok(STATUSES),
    'GET /api/media/media-by-admin-status': () =>
      ok(
        mediaPage([
          adminMedia({
            _id: 'm1',
            title: 'Advent Hymns',
            adminStatus: 'scheduled',
            publishAt: releaseAt,
          }),
        ]),
      ),
  });
}

describe('Song Management with scheduled items', () => {
  it('shows Scheduled with the release time', async () => {
    serve();
    renderApp('/admin/songs');
    const list = await screen.findByRole('list', { name: 'Media' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row).getAllByText('Scheduled')[0]).toBeInTheDocument();
    const [time] = within(row).getAllByText(shown(releaseAt));
    expect(time).toHaveAttribute('datetime', releaseAt);
  });

  it('filters by Scheduled but not Draft, and offers only the statuses an admin sets', async () => {
    serve();
    renderApp('/admin/songs');
    await screen.findByRole('list', { name: 'Media' });

    await userEvent.click(screen.getByRole('button', { name: 'Filter by status: All Statuses' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['All Statuses', 'Pending', 'Approved', 'Scheduled', 'Rejected', 'Suspended']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Advent Hymns' }));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['Pending', 'Approved', 'Rejected', 'Suspended']);
  });
});
