import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { Episode, MediaWithEpisodes } from '@/types/media';

const user = {
  _id: 'u1',
  name: 'Grace Okafor',
  email: 'grace@example.com',
  accountStatus: 'active' as const,
  isPremiumUser: false,
  createdAt: '2025-08-18 10:00:00.000Z',
};

function episode(position: number, title: string, duration: number): Episode {
  return {
    _id: `e${position}`,
    mediaId: 'm1',
    position,
    title,
    description: '',
    genre: '',
    lyrics: '',
    duration,
    adminStatus: 'active',
    plays: 3,
    audioUrl: `/api/files/episodes/e${position}/track.mp3`,
    streamUrl: `/api/media/episodes/e${position}/stream?token=signed`,
    format: 'mp3',
    createdAt: '2025-08-18 10:00:00.000Z',
  };
}

function sermon(overrides: Partial<MediaWithEpisodes> = {}): MediaWithEpisodes {
  return {
    _id: 'm1',
    title: 'Walking by Faith',
    description: 'The first message of the series.',
    type: 'sermon',
    genre: { _id: 'g1', title: 'Worship' },
    category: { _id: 'c1', title: 'Teaching', type: 'sermon' },
    artist: { _id: 'u1', name: 'Grace Okafor' },
    coverArt: '',
    image: '',
    thumbnail: '',
    adminStatus: 'rejected',
    statusReason: 'The audio cuts out at 12:40.',
    reviewedAt: '2025-08-20 10:00:00.000Z',
    createdAt: '2025-08-18 10:00:00.000Z',
    updatedAt: '2025-08-18 10:00:00.000Z',
    likes: 2,
    plays: 40,
    duration: 3723,
    episodeCount: 2,
    noOfEpisodes: 2,
    preacher: 'Pastor Ade Bello',
    theme: 'Faith That Acts',
    bibleReferences: [
      { book: 'John', chapter: 3, verseFrom: 16, verseTo: 18, text: 'John 3:16-18' },
      { book: 'Romans', chapter: 8, text: 'Romans 8' },
    ],
    preachedAt: '2025-08-17',
    tags: [],
    episodes: [episode(2, 'Part two', 3599), episode(1, 'Part one', 124)],
    ...overrides,
  };
}

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

function serve(media: MediaWithEpisodes, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
    'GET /api/media/audio-categories': () => ok([{ _id: 'c1', title: 'Teaching', type: 'sermon' }]),
    'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 10 }),
    'GET /api/media/m1': () => ok({ media }),
    ...extra,
  });
}

describe('the item page', () => {
  it('shows the sermon, its review status and its parts in order with durations', async () => {
    serve(sermon());
    renderApp('/user/media/m1');

    expect(await screen.findByRole('heading', { name: 'Walking by Faith' })).toBeInTheDocument();
    expect(screen.getAllByText('Rejected')[0]).toBeInTheDocument();
    expect(screen.getByText('This sermon was not approved')).toBeInTheDocument();
    expect(screen.getByText('The audio cuts out at 12:40.')).toBeInTheDocument();
    expect(screen.getByText('Pastor Ade Bello')).toBeInTheDocument();
    expect(screen.getByText('Faith That Acts')).toBeInTheDocument();
    expect(screen.getByText('John 3:16-18; Romans 8')).toBeInTheDocument();
    expect(screen.getByText('Aug 17, 2025')).toBeInTheDocument();
    expect(screen.getByText('1:02:03')).toBeInTheDocument();

    const parts = screen.getAllByRole('button', { name: /^Play Part/ });
    expect(parts.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Play Part one',
      'Play Part two',
    ]);
    expect(screen.getByText('2:04')).toBeInTheDocument();
    expect(screen.getByText('59:59')).toBeInTheDocument();
  });

  it('plays a part from its signed stream URL, never the file with a file token', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const getToken = vi.spyOn(userPb.files, 'getToken');
    const { calls } = serve(sermon());
    renderApp('/user/media/m1');

    await userEvent.click(await screen.findByRole('button', { name: 'Play Part two' }));

    expect(document.querySelector('audio:not([data-player])')!.getAttribute('src')).toBe(
      '/api/media/episodes/e2/stream?token=signed',
    );
    expect(play).toHaveBeenCalledTimes(1);
    expect(getToken).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.includes('/api/files/'))).toEqual([]);
    play.mockRestore();
    getToken.mockRestore();
  });

  it('warns that an edit sends it back to review and sends only what changed', async () => {
    let current = sermon();
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
      'GET /api/media/audio-categories': () =>
        ok([{ _id: 'c1', title: 'Teaching', type: 'sermon' }]),
      'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 10 }),
      'GET /api/media/m1': () => ok({ media: current }),
      'PATCH /api/media/m1': (call) => {
        current = { ...current, ...(call.body as object), adminStatus: 'pending' };
        return ok({ media: current }, 'Your changes have been saved');
      },
    });
    renderApp('/user/media/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Saving changes sends this sermon back to review.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Bible references/)).toHaveValue(
      'John 3:16-18; Romans 8',
    );

    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Walking by Faith (live)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and send for review' }));

    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ title: 'Walking by Faith (live)' });
    expect(
      await screen.findByRole('heading', { name: 'Walking by Faith (live)' }),
    ).toBeInTheDocument();
  });

  it('deletes after confirming and goes back to the list with a toast', async () => {
    const { calls } = serve(sermon(), {
      'DELETE /api/media/m1': () => ok({ _id: 'm1' }, 'Sermon deleted'),
    });
    const { router } = renderApp('/user/media/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete “Walking by Faith”?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete sermon' }));

    expect(await screen.findByText('Sermon deleted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/sermons');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says so when the item does not exist', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/nope': () => ({
        status: 404,
        body: {
          success: false,
          status: 404,
          message: "The requested resource wasn't found.",
          data: {},
        },
      }),
    });
    renderApp('/user/media/nope');
    expect(await screen.findByText('This content could not be found')).toBeInTheDocument();
  });
});
