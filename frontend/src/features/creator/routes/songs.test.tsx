import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { Media, UserMediaPage } from '@/types/media';
import { formatReleaseTime } from '@/lib/release-time';

/** shown: a release time as a person reads it (Testing Library folds its no-break spaces). */
const shown = (iso: string) => formatReleaseTime(iso).replace(/\s+/g, ' ');

const user = {
  _id: 'u1',
  name: 'Grace Okafor',
  email: 'grace@example.com',
  accountStatus: 'active' as const,
  isPremiumUser: false,
  createdAt: '2025-08-18 10:00:00.000Z',
};

function media(id: string, title: string, adminStatus: Media['adminStatus']): Media {
  return {
    _id: id,
    title,
    description: '',
    type: 'album',
    genre: { _id: 'g1', title: 'Worship' },
    category: null,
    artist: { _id: 'u1', name: 'Grace Okafor' },
    coverArt: '',
    image: '',
    thumbnail: '',
    adminStatus,
    statusReason: '',
    reviewedAt: null,
    createdAt: '2025-08-18 10:00:00.000Z',
    updatedAt: '2025-08-18 10:00:00.000Z',
    likes: 0,
    plays: 12,
    duration: 200,
    episodeCount: 3,
    noOfEpisodes: 3,
    preacher: '',
    theme: '',
    bibleReferences: [],
    preachedAt: null,
    tags: [],
  };
}

const stats = {
  total: 7,
  approved: 4,
  pending: 2,
  rejected: 1,
  suspended: 0,
  totalPlays: 1250,
  monthlyPlays: 310,
  averageApprovalTime: '2.5 days',
};

function page(items: Media[], total = items.length): UserMediaPage {
  return { data: items, total, page: 1, limit: 10, stats };
}

const listCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/media/user-media/'));
const lastQuery = (calls: MockCall[]) => {
  const list = listCalls(calls);
  return new URL(list[list.length - 1].url, 'http://x').searchParams;
};

/** serve answers user-media from a function of the query string. */
function serve(answer: (q: URLSearchParams) => ReturnType<typeof ok> | ReturnType<typeof fail>) {
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
    'GET /api/media/user-media/': (call) => answer(new URL(call.url, 'http://x').searchParams),
  });
}

beforeEach(() => {
  saveUserSession(fakeJwt(), user);
});

afterEach(() => {
  cleanup(); // unmount first, so signing out below does not re-render the guarded page
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('Your Songs', () => {
  it('loads the first page of albums with the stats and a card per song', async () => {
    const { calls } = serve(() =>
      ok(page([media('m1', 'Morning Praise', 'active'), media('m2', 'Evening Hymns', 'pending')])),
    );
    renderApp('/user/songs');

    expect(await screen.findByRole('heading', { name: 'Your Songs' })).toBeInTheDocument();
    // The list's own loading status (the stat cards may say 'Loading...' too, depending on which
    // answer the page gets first).
    expect(
      screen.getAllByText('Loading...').some((el) => el.getAttribute('role') === 'status'),
    ).toBe(true);
    const card = await screen.findByRole('link', { name: /Morning Praise/ });
    expect(card).toHaveAttribute('href', '/user/media/m1');
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Evening Hymns/ })).getByText('Pending'),
    ).toBeInTheDocument();

    const q = lastQuery(calls);
    expect(Object.fromEntries(q)).toEqual({ page: '1', limit: '10', type: 'album' });
    expect(listCalls(calls)[0].headers.Authorization).toMatch(/^Bearer /);

    const figures = screen.getByRole('region', { name: 'Song statistics' });
    expect(within(figures).getByText('Total Songs')).toBeInTheDocument();
    expect(within(figures).getByText('7')).toBeInTheDocument();
    expect(within(figures).getByText('4 approved, 2 pending')).toBeInTheDocument();
    expect(within(figures).getByText('1,250')).toBeInTheDocument();
    expect(within(figures).getByText('310 plays this month')).toBeInTheDocument();
    expect(within(figures).getByText('Review Status')).toBeInTheDocument();
    expect(within(figures).getByText('2.5 days')).toBeInTheDocument();
    expect(within(figures).getByText('From submission')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload New' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Upload a new album' })).toBeInTheDocument();
  });

  it('sends the search to the server after typing pauses and keeps it in the URL', async () => {
    const { calls } = serve((q) =>
      ok(page(q.get('search') ? [] : [media('m1', 'Morning Praise', 'active')])),
    );
    const { router } = renderApp('/user/songs');
    await screen.findByRole('link', { name: /Morning Praise/ });

    await userEvent.type(screen.getByPlaceholderText('Search songs...'), 'grace');
    expect(await screen.findByText('No songs found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters...')).toBeInTheDocument();
    expect(lastQuery(calls).get('search')).toBe('grace');
    // Typing is debounced: one call for the whole word, not one per letter.
    expect(listCalls(calls).filter((c) => c.url.includes('search='))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=grace');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Morning Praise/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search songs...')).toHaveValue('');
  });

  it('sends the status filter to the server', async () => {
    const { calls } = serve((q) =>
      ok(
        page(
          q.get('status') === 'pending'
            ? [media('m2', 'Evening Hymns', 'pending')]
            : [media('m1', 'Morning Praise', 'active')],
        ),
      ),
    );
    const { router } = renderApp('/user/songs');
    await screen.findByRole('link', { name: /Morning Praise/ });

    await userEvent.click(screen.getByRole('button', { name: 'Filter by status: All Songs' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual([
      'All Songs',
      'Approved',
      'Pending Review',
      'Rejected',
      'Suspended',
      'Draft',
      'Scheduled',
    ]);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Pending Review' }));

    expect(await screen.findByRole('link', { name: /Evening Hymns/ })).toBeInTheDocument();
    expect(lastQuery(calls).get('status')).toBe('pending');
    expect(router.state.location.search).toBe('?status=pending');
    expect(
      screen.getByRole('button', { name: 'Filter by status: Pending Review' }),
    ).toBeInTheDocument();
  });

  it('starts from the search and filter in the URL', async () => {
    const { calls } = serve(() => ok(page([])));
    renderApp('/user/songs?status=rejected&q=hope&page=2');
    expect(await screen.findByText('No songs found')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(calls))).toEqual({
      page: '2',
      limit: '10',
      type: 'album',
      status: 'rejected',
      search: 'hope',
    });
    expect(screen.getByPlaceholderText('Search songs...')).toHaveValue('hope');
  });

  it('invites a first upload when there is nothing at all', async () => {
    serve(() => ok(page([])));
    renderApp('/user/songs');
    expect(await screen.findByText('No songs found')).toBeInTheDocument();
    expect(
      screen.getByText('Upload your first song to start sharing your music.'),
    ).toBeInTheDocument();
    // The empty state's action comes first; the form's own submit button reads the same.
    const [action, submit] = screen.getAllByRole('button', { name: 'Upload Song' });
    expect(submit).toHaveAttribute('type', 'submit');
    await userEvent.click(action);
    await waitFor(() => expect(document.getElementById('upload-album-title')).toHaveFocus());
  });

  it('shows paging when there is more than one page', async () => {
    const { calls } = serve((q) =>
      ok({ ...page([media(`m${q.get('page')}`, `Album on page ${q.get('page')}`, 'active')], 23) }),
    );
    renderApp('/user/songs');
    await screen.findByRole('link', { name: /Album on page 1/ });
    expect(screen.getByText('Showing 1–10 of 23 songs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: /Album on page 2/ })).toBeInTheDocument();
    expect(lastQuery(calls).get('page')).toBe('2');
  });

  it("shows 'Error: {message}' with the server's message", async () => {
    serve(() => fail(400, 'Unknown status filter'));
    renderApp('/user/songs');
    expect(await screen.findByText('Error: Unknown status filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("falls back to 'Error: Failed to fetch media' without one", async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/user-media/': () => ({ status: 404, raw: '<html>Not Found</html>' }),
    });
    renderApp('/user/songs');
    expect(await screen.findByText('Error: Failed to fetch media')).toBeInTheDocument();
  });
});

describe('Your Songs: drafts and scheduled release', () => {
  const releaseAt = '2099-12-01T06:00:00Z';

  it('shows a Draft and a Scheduled card with its release time', async () => {
    serve(() =>
      ok(
        page([
          media('m1', 'Morning Praise', 'draft'),
          { ...media('m2', 'Evening Hymns', 'scheduled'), publishAt: releaseAt },
        ]),
      ),
    );
    renderApp('/user/songs');

    const draft = await screen.findByRole('link', { name: /Morning Praise/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    const scheduled = screen.getByRole('link', { name: /Evening Hymns/ });
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText(shown(releaseAt))).toHaveAttribute('datetime', releaseAt);
    // Only the draft has the button, beside its link (not in it).
    const draftCard = draft.closest('li')!;
    expect(
      within(draftCard).getByRole('button', { name: 'Submit for review' }),
    ).toBeInTheDocument();
    expect(within(draft).queryByRole('button')).not.toBeInTheDocument();
    expect(within(scheduled.closest('li')!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('submits a draft for review, toasts the answer and refreshes the list', async () => {
    let status: Media['adminStatus'] = 'draft';
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
      'GET /api/media/user-media/': () => ok(page([media('m1', 'Morning Praise', status)])),
      'POST /api/media/m1/submit': () => {
        status = 'pending';
        return ok({ media: media('m1', 'Morning Praise', 'pending') }, 'Submitted for review');
      },
    });
    renderApp('/user/songs');
    const card = await screen.findByRole('link', { name: /Morning Praise/ });
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    const before = listCalls(calls).length;

    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    const submit = calls.filter((c) => c.url === '/api/media/m1/submit');
    expect(submit).toHaveLength(1);
    expect(submit[0].method).toBe('POST');
    expect(submit[0].headers.Authorization).toMatch(/^Bearer /);
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: /Morning Praise/ })).getByText('Pending'),
      ).toBeInTheDocument(),
    );
    expect(listCalls(calls).length).toBeGreaterThan(before);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it("toasts the server's refusal", async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
      'GET /api/media/user-media/': () => ok(page([media('m1', 'Morning Praise', 'draft')])),
      'POST /api/media/m1/submit': () => fail(400, 'Only a draft can be submitted'),
    });
    renderApp('/user/songs');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Only a draft can be submitted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  });

  it('filters by Draft and Scheduled on the server', async () => {
    const { calls } = serve(() => ok(page([])));
    const { router } = renderApp('/user/songs?status=scheduled');
    expect(await screen.findByText('No songs found')).toBeInTheDocument();
    expect(lastQuery(calls).get('status')).toBe('scheduled');
    await userEvent.click(screen.getByRole('button', { name: 'Filter by status: Scheduled' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Draft' }));
    await waitFor(() => expect(lastQuery(calls).get('status')).toBe('draft'));
    expect(router.state.location.search).toBe('?status=draft');
  });
});
