import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { adminMedia, mediaPage, queryOf, signInAdmin, STATUSES } from '@/test/admin-fixtures';
import { mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { mockXhr } from '@/test/xhr-mock';

const listCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/media/media-by-admin-status'));
const lastListQuery = (calls: MockCall[]) => queryOf(listCalls(calls).at(-1)!.url);

const sermon = adminMedia({
  _id: 's1',
  type: 'sermon',
  title: 'A Heart of Worship',
  preacher: 'Pastor Daniel Reyes',
  theme: 'Spirit and Truth',
  category: { _id: 'c1', title: 'Worship', type: 'sermon' },
  duration: 2712,
  preachedAt: '2025-05-11',
  plays: 88,
  adminStatus: 'active',
  bibleReferences: [{ book: 'John', chapter: 4, verseFrom: 23, verseTo: 24, text: 'John 4:23-24' }],
  tags: ['worship'],
});

const podcast = adminMedia({
  _id: 'p1',
  type: 'podcast',
  title: 'Through the Psalms',
  artist: { _id: 'u3', name: 'Miriam Hale', email: 'miriam@example.com' },
  category: { _id: 'c2', title: 'Bible Study', type: 'podcast' },
  episodeCount: 3,
  plays: 410,
  adminStatus: 'pending',
});

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/media/media-statuses': () => ok(STATUSES),
    'GET /api/media/audio-categories': (call) =>
      ok(
        queryOf(call.url).type === 'sermon'
          ? [
              { _id: 'c1', title: 'Worship', type: 'sermon' },
              { _id: 'c3', title: 'Teaching', type: 'sermon' },
            ]
          : [{ _id: 'c2', title: 'Bible Study', type: 'podcast' }],
      ),
    'GET /api/media/media-by-admin-status': (call) => {
      const q = queryOf(call.url);
      const item = q.type === 'sermon' ? sermon : podcast;
      const list = !q.category || item.category?._id === q.category ? [item] : [];
      return ok(mediaPage(list));
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

describe('Sermons', () => {
  it('lists real sermons in the table and filters by category on the server', async () => {
    const { calls } = serve();
    renderApp('/admin/sermons');
    const table = await screen.findByRole('table', { name: 'Sermons' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Preacher', 'Series', 'Duration', 'Category', 'Date', 'Plays', 'Actions']);
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['Spirit and Truth', '45:12', 'Worship', 'May 11, 2025', '88']) {
      expect(row).toHaveTextContent(text);
    }
    expect(lastListQuery(calls)).toEqual({
      page: '1',
      limit: '10',
      adminStatus: 'all',
      type: 'sermon',
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Filter by category: All Categories' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['All Categories', 'Worship', 'Teaching']);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Teaching' }));
    expect(await screen.findByText('No sermons found')).toBeInTheDocument();
    expect(lastListQuery(calls)).toMatchObject({ type: 'sermon', category: 'c3' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sermons' }), 'Spirit');
    await waitFor(() => expect(lastListQuery(calls).search).toBe('Spirit'));
  });

  it('shows the passages, tags and format in the details', async () => {
    serve({
      'GET /api/media/s1': () =>
        ok({
          media: {
            ...sermon,
            episodes: [
              {
                _id: 'e1',
                position: 1,
                title: 'Part one',
                description: '',
                duration: 2712,
                adminStatus: 'active',
                plays: 88,
                audioUrl: '/api/files/x/e1/a.mp3',
                format: 'mp3',
                createdAt: '2025-05-11T10:00:00.000Z',
              },
            ],
          },
        }),
      'GET /api/admin/media/s1/history': () => ok({ data: [] }),
    });
    renderApp('/admin/sermons');
    await userEvent.click(await screen.findByRole('button', { name: 'A Heart of Worship' }));
    const dialog = await screen.findByRole('dialog', { name: 'A Heart of Worship' });
    expect(await within(dialog).findByText('John 4:23-24')).toBeInTheDocument();
    expect(within(dialog).getByText('worship')).toBeInTheDocument();
    expect(within(dialog).getByText('MP3')).toBeInTheDocument();
    expect(within(dialog).queryByText('File size')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Pastor Daniel Reyes', { selector: 'dd' })).toBeInTheDocument();
    expect(await within(dialog).findByText(/No status changes yet/)).toBeInTheDocument();
  });
});

describe('Podcasts', () => {
  it('lists series with host, category, episodes, plays and status', async () => {
    const { calls } = serve();
    renderApp('/admin/podcasts');
    const table = await screen.findByRole('table', { name: 'Podcasts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Host', 'Category', 'Episodes', 'Total Plays', 'Status', 'Actions']);
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['Through the Psalms', 'Miriam Hale', 'Bible Study', '410', 'Pending']) {
      expect(row).toHaveTextContent(text);
    }
    expect(lastListQuery(calls)).toMatchObject({ type: 'podcast' });
  });

  it('adds an episode to a series from its details', async () => {
    const xhr = mockXhr();
    serve({
      'GET /api/media/p1': () => ok({ media: { ...podcast, episodes: [] } }),
      'GET /api/admin/media/p1/history': () => ok({ data: [] }),
    });
    renderApp('/admin/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Through the Psalms' }));
    const details = await screen.findByRole('dialog', { name: 'Through the Psalms' });
    await userEvent.click(await within(details).findByRole('button', { name: 'Add New Episode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Episode' });
    await userEvent.type(within(dialog).getByLabelText('Episode title'), 'Psalm 46');
    await userEvent.upload(
      within(dialog).getByLabelText('Audio File'),
      new File(['x'], 'ep.mp3', { type: 'audio/mpeg' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Episode' }));
    await waitFor(() => expect(xhr.instances).toHaveLength(1));
    const req = xhr.last();
    expect(req.url).toBe('/api/admin/upload-episode');
    const body = req.body as FormData;
    expect(body.get('mediaId')).toBe('p1');
    expect(body.get('title')).toBe('Psalm 46');
    expect((body.get('audio') as File).name).toBe('ep.mp3');
    req.answer(201, { success: true, message: 'Episode uploaded successfully!', data: {} });
    expect(await screen.findByText('Episode uploaded successfully!')).toBeInTheDocument();
  });
});
