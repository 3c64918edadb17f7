import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import {
  adminMedia,
  adminUser,
  mediaPage,
  queryOf,
  signInAdmin,
  STATUSES,
} from '@/test/admin-fixtures';
import { fail, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { mockXhr } from '@/test/xhr-mock';

const LIST = 'GET /api/media/media-by-admin-status';
const listCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/media/media-by-admin-status'));
const lastListQuery = (calls: MockCall[]) => queryOf(listCalls(calls).at(-1)!.url);

const items = [
  adminMedia({ _id: 'm1', title: 'Morning Praise', adminStatus: 'pending' }),
  adminMedia({
    _id: 'm2',
    title: 'Evening Hymns',
    adminStatus: 'active',
    artist: { _id: 'u2', name: 'Samuel Mensah', email: 'samuel@example.com' },
  }),
];

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/media/media-statuses': () => ok(STATUSES),
    [LIST]: (call) => {
      const q = queryOf(call.url);
      const list = items.filter(
        (m) =>
          (q.adminStatus === 'all' || m.adminStatus === q.adminStatus) &&
          (!q.search || m.title.toLowerCase().includes(q.search.toLowerCase())),
      );
      return ok(mediaPage(list, q.adminStatus === 'all' && !q.search ? 42 : list.length));
    },
    ...extra,
  });
}

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminPb.authStore.clear();
});

describe('Song Management', () => {
  it('shows the live figures and a row per item with its status', async () => {
    const { calls } = serve();
    renderApp('/admin/songs');
    expect(await screen.findByRole('heading', { name: 'Song Management' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Media' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Morning Praise')).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('Pending')[0]).toBeInTheDocument();
    expect(within(rows[1]).getAllByText('Approved')[0]).toBeInTheDocument();

    const figures = screen.getByRole('region', { name: 'Media statistics' });
    expect(within(figures).getByText('42')).toBeInTheDocument(); // the server's total
    expect(within(figures).getByText('25,400')).toBeInTheDocument();
    expect(within(figures).getByText('310 this month · Avg. session 0 min')).toBeInTheDocument();
    expect(within(figures).getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 42 items')).toBeInTheDocument();

    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10', adminStatus: 'all' });
    expect(listCalls(calls)[0].headers.Authorization).toMatch(/^Bearer /);
  });

  it('sends the search, status, type and page size to the server and resets them', async () => {
    const { calls } = serve();
    const { router } = renderApp('/admin/songs');
    await screen.findByRole('list', { name: 'Media' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search media' }), 'evening');
    await waitFor(() => expect(lastListQuery(calls).search).toBe('evening'));
    expect(listCalls(calls).filter((c) => c.url.includes('search='))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Filter by status: All Statuses' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['All Statuses', 'Pending', 'Approved', 'Rejected', 'Suspended']);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Approved' }));
    await waitFor(() => expect(lastListQuery(calls).adminStatus).toBe('active'));

    await userEvent.click(screen.getByRole('button', { name: 'Filter by type: All Types' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Sermons' }));
    await waitFor(() => expect(lastListQuery(calls).type).toBe('sermon'));

    await userEvent.click(screen.getByRole('button', { name: 'Items per page: 10 per page' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '50 per page' }));
    await waitFor(() => expect(lastListQuery(calls).limit).toBe('50'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'evening',
      status: 'active',
      type: 'sermon',
      limit: '50',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // Back to the first, unfiltered page (answered from the cache: it was loaded first).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByRole('button', { name: 'Filter by status: All Statuses' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Items per page: 10 per page' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Media' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search media' })).toHaveValue('');
  });

  it('opens on the moderation queue from the dashboard link', async () => {
    const { calls } = serve();
    renderApp('/admin/songs?status=pending');
    await screen.findByRole('list', { name: 'Media' });
    expect(lastListQuery(calls).adminStatus).toBe('pending');
    expect(screen.getByRole('button', { name: 'Filter by status: Pending' })).toBeInTheDocument();
  });

  it("says 'No media found' with a way back when nothing matches", async () => {
    serve();
    renderApp('/admin/songs?q=nothing-like-this');
    expect(await screen.findByText('No media found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('list', { name: 'Media' })).toBeInTheDocument();
  });

  it("toasts SPEC's failures, preferring the server's message", async () => {
    serve({
      'GET /api/media/media-statuses': () => ({ status: 404, raw: '<html>nope</html>' }),
      [LIST]: () => fail(400, 'Search must be at most 200 characters long'),
    });
    renderApp('/admin/songs');
    expect(await screen.findByText('Failed to fetch media statuses')).toBeInTheDocument();
    expect(
      await screen.findByText('Error: Search must be at most 200 characters long'),
    ).toBeInTheDocument();
    // The toast says it too.
    expect(screen.getByText('Search must be at most 200 characters long')).toBeInTheDocument();
  });

  it("toasts 'An error occurred while fetching media' when the server cannot be reached", async () => {
    serve({ [LIST]: () => new TypeError('Failed to fetch') });
    renderApp('/admin/songs');
    expect(
      await screen.findByText('An error occurred while fetching media', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('changing a status', () => {
  it('checks the current status and approves at once, without asking a reason', async () => {
    const { calls } = serve({
      'PUT /api/media/media-status': () => ok({ media: {} }, 'Status changed to active'),
    });
    renderApp('/admin/songs');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Morning Praise' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toBeInTheDocument();
    const radios = within(menu).getAllByRole('menuitemradio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(radios[0]).toHaveTextContent('PendingCurrent');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Approved/ }));

    expect(await screen.findByText('Status changed to active')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ mediaId: 'm1', adminStatus: 'active' });
    // The list reloads after the change.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('asks why before rejecting, and sends the reason', async () => {
    const { calls } = serve({
      'PUT /api/media/media-status': () => ok({ media: {} }, 'Status changed to rejected'),
    });
    renderApp('/admin/songs');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Morning Praise' }),
    );
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Rejected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Morning Praise”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The audio is cut off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Status changed to rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      mediaId: 'm1',
      adminStatus: 'rejected',
      reason: 'The audio is cut off',
    });
  });

  it("asks a reason to suspend too, and toasts 'Failed to change status' without a message", async () => {
    serve({ 'PUT /api/media/media-status': () => ({ status: 502, raw: 'Bad gateway' }) });
    renderApp('/admin/songs');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Evening Hymns' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Suspended/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend “Evening Hymns”' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Copyright claim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Failed to change status')).toBeInTheDocument();
    // The dialog stays open so the admin can try again.
    expect(screen.getByRole('dialog', { name: 'Suspend “Evening Hymns”' })).toBeInTheDocument();
  });

  it("toasts 'An error occurred while changing status' when no answer came", async () => {
    serve({ 'PUT /api/media/media-status': () => new TypeError('Failed to fetch') });
    renderApp('/admin/songs');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Morning Praise' }),
    );
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Approved/ }));
    expect(await screen.findByText('An error occurred while changing status')).toBeInTheDocument();
  });
});

describe('details', () => {
  it('shows the item, its tracks and its moderation history, and approves from there', async () => {
    const { calls } = serve({
      'GET /api/media/m1': () =>
        ok({
          media: {
            ...items[0],
            episodes: [
              {
                _id: 'e2',
                position: 2,
                title: 'This Is the Day',
                description: '',
                duration: 65,
                adminStatus: 'pending',
                plays: 4,
                audioUrl: '/api/files/episodes/e2/two.wav',
                streamUrl: '/api/media/episodes/e2/stream?token=admin-signed',
                format: 'wav',
                createdAt: '2025-08-18T10:00:00.000Z',
              },
              {
                _id: 'e1',
                position: 1,
                title: 'Great Is Thy Faithfulness',
                description: 'A hymn',
                duration: 183,
                adminStatus: 'pending',
                plays: 9,
                audioUrl: '/api/files/episodes/e1/one.mp3',
                streamUrl: '/api/media/episodes/e1/stream?token=admin-signed',
                format: 'mp3',
                createdAt: '2025-08-18T10:00:00.000Z',
              },
            ],
          },
        }),
      'GET /api/admin/media/m1/history': () =>
        ok({
          data: [
            {
              _id: 'h1',
              fromStatus: 'rejected',
              toStatus: 'pending',
              reason: '',
              admin: null,
              createdAt: '2025-08-19T10:00:00.000Z',
            },
            {
              _id: 'h2',
              fromStatus: 'pending',
              toStatus: 'rejected',
              reason: 'Wrong cover',
              admin: { _id: 'a1', name: 'Ruth Admin' },
              createdAt: '2025-08-18T12:00:00.000Z',
            },
          ],
        }),
      'PUT /api/media/media-status': () => ok({ media: {} }, 'Status changed to active'),
    });
    renderApp('/admin/songs');
    await userEvent.click(await screen.findByRole('button', { name: 'Morning Praise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning Praise' });
    expect(
      await within(dialog).findByText('Album by Grace Okafor (grace@example.com)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Worship')).toBeInTheDocument();
    expect(within(dialog).getByText('1,250')).toBeInTheDocument();
    expect(within(dialog).getByText('Songs for the first hour of the day.')).toBeInTheDocument();
    const tracks = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ol'));
    expect(tracks[0]).toHaveTextContent('Great Is Thy Faithfulness');
    expect(tracks[0]).toHaveTextContent('3:03');
    expect(tracks[1]).toHaveTextContent('1:05');
    // The admin plays a track from its signed stream URL, never with a file token.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const getToken = vi.spyOn(adminPb.files, 'getToken');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Play Great Is Thy Faithfulness' }),
    );
    expect(dialog.querySelector('audio')!.getAttribute('src')).toBe(
      '/api/media/episodes/e1/stream?token=admin-signed',
    );
    expect(play).toHaveBeenCalledTimes(1);
    expect(getToken).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.includes('/api/files/'))).toEqual([]);
    play.mockRestore();
    getToken.mockRestore();
    expect(await within(dialog).findByText('“Wrong cover”')).toBeInTheDocument();
    expect(within(dialog).getByText(/Ruth Admin ·/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await screen.findAllByText('Status changed to active'))[0]).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      mediaId: 'm1',
      adminStatus: 'active',
    });
  });
});

describe('Upload New Song', () => {
  it('uploads one track for the chosen creator to the admin route, with progress', async () => {
    const xhr = mockXhr();
    const { calls } = serve({
      'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
      'GET /api/admin/users/get-paginated-list-of-users': (call) =>
        ok({
          data: queryOf(call.url).search
            ? [adminUser({ _id: 'u9', name: 'Grace Okafor', email: 'grace@example.com' })]
            : [adminUser({ _id: 'u8', name: 'Ruth Bennett', email: 'ruth@example.com' })],
          totalCount: 1,
        }),
    });
    renderApp('/admin/songs');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Song' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Song' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Song' }));
    expect(await within(dialog).findByText('Please choose the creator')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a cover image')).toBeInTheDocument();
    expect(xhr.instances).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Search creators' }),
      'grace',
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Grace Okafor/ }));
    const userCalls = calls.filter((c) => c.url.includes('get-paginated-list-of-users'));
    expect(queryOf(userCalls.at(-1)!.url)).toMatchObject({ search: 'grace', status: 'active' });

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Morning Praise');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Worship'),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Genre'), 'g1');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'A song of praise');
    await userEvent.upload(
      within(dialog).getByLabelText('Audio File'),
      new File(['mp3'], 'song.mp3', { type: 'audio/mpeg' }),
    );
    await userEvent.upload(
      within(dialog).getByLabelText('Cover Image'),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Song' }));

    await waitFor(() => expect(xhr.instances).toHaveLength(1));
    const req = xhr.last();
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/admin/upload-media');
    expect(req.headers.Authorization).toMatch(/^Bearer /);
    const body = req.body as FormData;
    expect(body.get('artistId')).toBe('u9');
    expect(JSON.parse(body.get('podcastMetadata') as string)).toEqual({
      title: 'Morning Praise',
      description: 'A song of praise',
      genre: 'g1',
      type: 'album',
    });
    expect(JSON.parse(body.get('episodesMetadata') as string)).toEqual([
      { title: 'Morning Praise', description: '', genre: '', lyrics: '' },
    ]);
    expect((body.getAll('episodeAudios')[0] as File).name).toBe('song.mp3');
    expect((body.get('coverArt') as File).name).toBe('cover.png');

    req.progress(50, 100);
    expect(await within(dialog).findByText('50%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    req.answer(201, { success: true, message: 'Album uploaded successfully!', data: {} });
    expect(await screen.findByText('Album uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's field errors on the fields", async () => {
    const xhr = mockXhr();
    serve({
      'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
      'GET /api/admin/users/get-paginated-list-of-users': () =>
        ok({ data: [adminUser({ _id: 'u9' })], totalCount: 1 }),
    });
    renderApp('/admin/songs');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload New Song' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Song' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Grace Okafor/ }));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Morning Praise');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Worship'),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Genre'), 'g1');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'A song');
    await userEvent.upload(
      within(dialog).getByLabelText('Audio File'),
      new File(['x'], 'song.mp3', { type: 'audio/mpeg' }),
    );
    await userEvent.upload(
      within(dialog).getByLabelText('Cover Image'),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Song' }));
    await waitFor(() => expect(xhr.instances).toHaveLength(1));
    xhr.last().answer(415, {
      success: false,
      status: 415,
      message: 'Unsupported audio file.',
      data: {
        'episodeAudios.0': { code: 'type', message: 'This is not an audio file we can play' },
      },
    });
    expect(
      await within(dialog).findByText('This is not an audio file we can play'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unsupported audio file.');
  });
});
