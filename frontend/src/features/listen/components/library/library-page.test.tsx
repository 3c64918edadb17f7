import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { testEpisode, testMedia } from '@/test/media-fixtures';
import { renderApp } from '@/test/render-app';
import { testUser } from '@/test/user-fixtures';
import type { User } from '@/types/api';

const listener = testUser({ name: 'Ruth Bennett', email: 'ruth@example.com' });
type Answer = ReturnType<typeof ok> | ReturnType<typeof fail>;
type Lists = Partial<Record<'liked' | 'history' | 'continue' | 'follows' | 'following', Answer>>;

const empty = ok({ data: [], total: 0 });

/** mockLibrary answers every list of /app/library; each is empty unless `lists` says. */
function mockLibrary(lists: Lists = {}, user: User = listener, extra = {}) {
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/liked': () => lists.liked ?? empty,
    'GET /api/media/history': () => lists.history ?? empty,
    'GET /api/media/continue-listening': () => lists.continue ?? ok({ data: [] }),
    'GET /api/users/follows': () => lists.follows ?? empty,
    'GET /api/media/following': () => lists.following ?? empty,
    'GET /api/media/media-stats': () =>
      ok({ totalMedia: 1, totalAlbums: 1, totalSermons: 0, totalPodcasts: 0 }),
    ...extra,
  });
}

const region = (name: string) => screen.findByRole('region', { name });
const cast = testMedia({ _id: 'm1', title: 'Morning Praise', type: 'podcast' });
const sermon = (id: string, title: string, createdAt: string) =>
  testMedia({ _id: id, title, type: 'sermon', createdAt, artist: { _id: 'c1', name: 'Grace' } });

beforeEach(() => {
  localStorage.clear();
  saveUserSession(fakeJwt(), listener);
});
afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('/app/library', () => {
  it('gives each empty section its own empty state, and a listener the listener’s sidebar', async () => {
    mockLibrary();
    renderApp('/app/library');
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    for (const [name, title] of [
      ['Continue listening', 'Nothing to continue'],
      ['New from creators you follow', 'You don’t follow anyone yet'],
      ['Liked', 'No liked items yet'],
      ['History', 'Nothing played yet'],
    ]) {
      expect(await within(await region(name)).findByText(title)).toBeInTheDocument();
    }
    const nav = screen.getAllByRole('navigation', { name: 'Listener' })[0];
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.slice(0, 4)).toEqual(['Browse', 'Library', 'Following', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Start creating' })).toHaveAttribute(
      'href',
      '/user',
    );
    expect(within(nav).queryByRole('link', { name: 'Songs' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(nav).findByText('Your library is empty')).toBeInTheDocument();
  });

  it('lists liked items, new items of followed creators since the last visit, and history', async () => {
    localStorage.setItem('selah.library.lastVisit.u1', String(Date.parse('2026-03-01T00:00:00Z')));
    const ep = testEpisode(1, { _id: 'e1', title: 'Psalm 23', duration: 600 });
    const done = testEpisode(2, { _id: 'e2', title: 'Psalm 1', duration: 300 });
    let finished = false;
    const history = () =>
      ok({
        data: [
          {
            episode: ep,
            media: cast,
            position: finished ? 600 : 120,
            duration: 600,
            playedAt: '2026-03-02T10:00:00Z',
            finished,
          },
          {
            episode: done,
            media: cast,
            position: 300,
            duration: 300,
            playedAt: '2026-03-01T10:00:00Z',
            finished: true,
          },
        ],
        total: 2,
      });
    const { calls } = mockLibrary(
      {
        liked: ok({ data: [cast], total: 1 }),
        follows: ok({
          data: [{ _id: 'c1', name: 'Grace', avatar: '', bio: '', followers: 3 }],
          total: 1,
        }),
        following: ok({
          data: [
            sermon('s2', 'New Sermon', '2026-03-05T00:00:00.000Z'),
            sermon('s1', 'Old Sermon', '2026-02-01T00:00:00.000Z'),
          ],
          total: 2,
        }),
      },
      listener,
      {
        'GET /api/media/history': () => history(),
        'PUT /api/media/episodes/e1/played': () => {
          finished = true;
          // The server answers 204; a Response cannot carry one with a body, so 200 stands in.
          return ok(null);
        },
      },
    );
    renderApp('/app/library');

    const liked = await region('Liked');
    expect(await within(liked).findByRole('link', { name: /Morning Praise/ })).toHaveAttribute(
      'href',
      '/app/media/m1',
    );

    const following = await region('New from creators you follow');
    expect(await within(following).findByRole('link', { name: /Grace\s*1 new/ })).toHaveAttribute(
      'href',
      '/c/c1',
    );
    expect(within(following).getByRole('link', { name: /New Sermon/ })).toBeInTheDocument();
    expect(within(following).queryByText('Old Sermon')).not.toBeInTheDocument();
    // This visit is remembered for the next one.
    expect(Number(localStorage.getItem('selah.library.lastVisit.u1'))).toBeGreaterThan(
      Date.parse('2026-03-01T00:00:00Z'),
    );

    const hist = await region('History');
    const rows = await within(hist).findAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Psalm 23',
      'Psalm 1',
    ]);
    expect(within(rows[0]).getByText(/8:00 left/)).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Played/)).toBeInTheDocument();
    expect(
      within(rows[1]).getByRole('button', { name: 'Mark as unplayed: Psalm 1' }),
    ).toBeEnabled();

    await userEvent.click(
      within(rows[0]).getByRole('button', { name: 'Mark as played: Psalm 23' }),
    );
    expect(await screen.findByText('Marked “Psalm 23” as played')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(hist).getByRole('button', { name: 'Mark as unplayed: Psalm 23' }),
      ).toBeInTheDocument(),
    );
    expect(calls.filter((c: MockCall) => c.method === 'PUT').map((c) => c.url)).toEqual([
      '/api/media/episodes/e1/played',
    ]);
  });

  it('shows one list’s error in its own section, with a way to try again, and the others still', async () => {
    let failing = true;
    mockLibrary({ liked: ok({ data: [cast], total: 1 }) }, listener, {
      'GET /api/media/history': () => (failing ? fail(500, 'History is resting.') : empty),
    });
    renderApp('/app/library');
    const hist = await region('History');
    expect(await within(hist).findByRole('alert')).toHaveTextContent('Error: History is resting.');
    expect(
      await within(await region('Liked')).findByRole('link', { name: /Morning Praise/ }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(hist).getByRole('button', { name: 'Try again' }));
    expect(await within(hist).findByText('Nothing played yet')).toBeInTheDocument();
  });

  it('keeps a creator’s tools and uploads panel in the sidebar', async () => {
    mockLibrary({}, { ...listener, isCreator: true });
    renderApp('/app/library');
    const nav = (await screen.findAllByRole('navigation', { name: 'Creator' }))[0];
    expect(within(nav).getByRole('link', { name: 'Songs' })).toHaveAttribute('href', '/user/songs');
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/app/library',
    );
    expect(within(nav).queryByRole('link', { name: 'Start creating' })).not.toBeInTheDocument();
    expect(await within(nav).findByText('1 upload')).toBeInTheDocument();
  });
});
