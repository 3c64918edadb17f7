import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { adminMedia, mediaPage, queryOf, signInAdmin, STATUSES } from '@/test/admin-fixtures';
import { mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { AdminMedia, AdminMediaWithEpisodes } from '@/features/admin/types';
import type { MediaRevision } from '@/types/media';

const revision: MediaRevision = {
  submittedAt: '2025-08-20T09:30:00.000Z',
  fields: ['title', 'description', 'coverArt'],
  values: {
    title: 'Psalms at Dawn',
    description: 'A psalm a day, read slowly.',
    coverArt: true,
  },
  episodes: [
    { id: 'e9', title: 'Psalm 23', new: true, fields: [], values: {} },
    { id: 'e1', title: 'Psalm 1', new: false, fields: ['title'], values: { title: 'Psalm One' } },
  ],
};

const podcast = adminMedia({
  _id: 'p1',
  type: 'podcast',
  title: 'Through the Psalms',
  description: 'The Psalms, one at a time.',
  artist: { _id: 'u3', name: 'Miriam Hale', email: 'miriam@example.com' },
  category: { _id: 'c2', title: 'Bible Study', type: 'podcast' },
  adminStatus: 'active',
  episodeCount: 1,
  revision,
});

const sermon = adminMedia({
  _id: 's1',
  type: 'sermon',
  title: 'A Heart of Worship',
  adminStatus: 'active',
  revision: { ...revision, fields: ['title'], values: { title: 'Worship' }, episodes: [] },
});

const withEpisodes = (item: AdminMedia): AdminMediaWithEpisodes => ({
  ...item,
  episodes: [
    {
      _id: 'e1',
      position: 1,
      title: 'Psalm 1',
      description: '',
      duration: 300,
      adminStatus: 'active',
      plays: 12,
      audioUrl: '/api/files/episodes/e1/one.mp3',
      streamUrl: '/api/media/episodes/e1/stream?token=admin-signed',
      mediaId: item._id,
      format: 'mp3',
      createdAt: '2025-08-18T10:00:00.000Z',
    },
  ],
});

const puts = (calls: MockCall[]) => calls.filter((c) => c.method === 'PUT');

/**
 * serve answers the admin media pages; a decision on p1's revision clears it (the item stays
 * active), as the server does.
 */
function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  let waiting: AdminMedia[] = [podcast, sermon];
  const current = (id: string) =>
    waiting.find((m) => m._id === id) ?? { ...(id === 'p1' ? podcast : sermon), revision: null };
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/media/media-statuses': () => ok(STATUSES),
    'GET /api/media/audio-categories': () => ok([]),
    'GET /api/media/media-by-admin-status': (call) => {
      const type = queryOf(call.url).type;
      return ok(mediaPage([current('p1'), current('s1')].filter((m) => !type || m.type === type)));
    },
    'GET /api/admin/revisions': (call) => {
      expect(queryOf(call.url)).toEqual({ page: '1', limit: '100' });
      return ok({ data: waiting, total: waiting.length, page: 1, limit: 100 });
    },
    'GET /api/media/p1': () => ok({ media: withEpisodes(current('p1')) }),
    'GET /api/admin/media/p1/history': () => ok({ data: [] }),
    'PUT /api/media/media-status': (call) => {
      const body = call.body as { mediaId: string; adminStatus: string };
      waiting = waiting.filter((m) => m._id !== body.mediaId);
      return ok(
        { media: current(body.mediaId) },
        body.adminStatus === 'active' ? 'Changes approved' : 'Changes rejected',
      );
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

async function openQueue(path: string, tab: RegExp) {
  const view = renderApp(path);
  await userEvent.click(await screen.findByRole('button', { name: tab }));
  return view;
}

describe('the changes waiting on the media pages', () => {
  it('marks a live item with changes waiting in the list, beside its status', async () => {
    serve();
    renderApp('/admin/podcasts');
    const table = await screen.findByRole('table', { name: 'Podcasts' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Through the Psalms');
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    // Under the title on narrow screens, in the Status column on wide ones.
    expect(within(row).getAllByText('Changes waiting')).toHaveLength(2);
  });

  it('counts and lists the page’s own type, oldest first, from GET /api/admin/revisions', async () => {
    serve();
    const { router } = await openQueue('/admin/podcasts', /^Changes waiting \(1\)$/);
    expect(router.state.location.search).toBe('?view=changes');
    const queue = await screen.findByRole('list', { name: 'Changes waiting' });
    const items = within(queue).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Through the Psalms');
    expect(items[0]).toHaveTextContent('Podcast · Miriam Hale · Sent Aug 20, 2025');
    expect(items[0]).toHaveTextContent(
      'Changed: Title, Description, Cover art, New episode: Psalm 23 and Episode “Psalm 1”',
    );
    // Search and filters are the full list's: the queue has none.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All podcasts' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('counts every type on Song Management', async () => {
    serve();
    renderApp('/admin/songs');
    expect(await screen.findByRole('button', { name: 'Changes waiting (2)' })).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    serve({ 'GET /api/admin/revisions': () => ok({ data: [], total: 0, page: 1, limit: 100 }) });
    await openQueue('/admin/sermons', /^Changes waiting \(0\)$/);
    expect(await screen.findByText('No changes waiting')).toBeInTheDocument();
  });
});

describe('pending changes in the details', () => {
  it('shows each change with its live and new value, and approves them', async () => {
    const { calls } = serve();
    await openQueue('/admin/podcasts', /^Changes waiting/);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Review the changes to Through the Psalms' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Through the Psalms' });
    const section = await within(dialog).findByRole('region', { name: 'Pending changes' });
    expect(section).toHaveTextContent('Sent Aug 20, 2025');
    const rows = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'TitleLiveThrough the PsalmsNewPsalms at Dawn',
      'DescriptionLiveThe Psalms, one at a time.NewA psalm a day, read slowly.',
      'New cover artA new cover image replaces the live one once approved.',
      'New episodePsalm 23',
      'Episode 1: titleLivePsalm 1NewPsalm One',
    ]);
    // Rejected would reject the changes: it is the section's decision, not the footer's.
    const footer = within(dialog).getByText('Set the status').parentElement!;
    expect(within(footer).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Approve changes' }));
    expect(await screen.findByText('Changes approved')).toBeInTheDocument();
    expect(puts(calls).map((c) => c.body)).toEqual([{ mediaId: 'p1', adminStatus: 'active' }]);
    // The item, its history and the queue are asked again: the changes are live, nothing waits.
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'Pending changes' })).toBeNull(),
    );
    expect(await screen.findByRole('button', { name: 'Changes waiting (0)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/media/p1/history')).length).toBe(2);
  });

  it('asks why before rejecting them, and sends the reason with Rejected', async () => {
    const { calls } = serve();
    renderApp('/admin/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Through the Psalms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Through the Psalms' });
    const section = await within(dialog).findByRole('region', { name: 'Pending changes' });
    await userEvent.click(within(section).getByRole('button', { name: 'Reject changes' }));

    const ask = await screen.findByRole('dialog', {
      name: 'Reject the changes to “Through the Psalms”',
    });
    expect(ask).toHaveTextContent('The published version stays live.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Reject changes' }));
    expect(await within(ask).findByText('Please give a reason')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await userEvent.type(within(ask).getByLabelText('Reason'), 'The new cover is blurry');
    await userEvent.click(within(ask).getByRole('button', { name: 'Reject changes' }));
    expect(await screen.findByText('Changes rejected')).toBeInTheDocument();
    expect(puts(calls).map((c) => c.body)).toEqual([
      { mediaId: 'p1', adminStatus: 'rejected', reason: 'The new cover is blurry' },
    ]);
  });

  it('treats Rejected from the row menu of an item with changes waiting as rejecting them', async () => {
    serve();
    renderApp('/admin/podcasts');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Through the Psalms' }),
    );
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Rejected/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Reject the changes to “Through the Psalms”' }),
    ).toBeInTheDocument();
  });

  it('words the toast itself when the server gives no message', async () => {
    serve({ 'PUT /api/media/media-status': () => ok({}) });
    renderApp('/admin/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Through the Psalms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Through the Psalms' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Approve changes' }));
    expect(await screen.findByText('Changes approved')).toBeInTheDocument();
  });

  it('reads decisions on changes in the history as such, not as a status change', async () => {
    serve({
      'GET /api/admin/media/p1/history': () =>
        ok({
          data: [
            {
              _id: 'h3',
              fromStatus: 'active',
              toStatus: 'rejected',
              reason: 'The new cover is blurry',
              admin: { _id: 'a1', name: 'Ruth Admin' },
              createdAt: '2025-08-21T10:00:00.000Z',
              revision: true,
            },
            {
              _id: 'h2',
              fromStatus: 'active',
              toStatus: 'active',
              reason: '',
              admin: { _id: 'a1', name: 'Ruth Admin' },
              createdAt: '2025-08-20T10:00:00.000Z',
              revision: true,
            },
            {
              _id: 'h1',
              fromStatus: 'pending',
              toStatus: 'active',
              reason: '',
              admin: null,
              createdAt: '2025-08-19T10:00:00.000Z',
              revision: false,
            },
          ],
        }),
    });
    renderApp('/admin/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Through the Psalms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Through the Psalms' });
    const history = await within(dialog).findByRole('region', { name: 'Moderation history' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Changes rejected');
    expect(rows[0]).toHaveTextContent('“The new cover is blurry”');
    expect(rows[1]).toHaveTextContent('Changes approved');
    expect(rows[1]).not.toHaveTextContent('Approved');
    expect(rows[2]).toHaveTextContent('PendingApproved');
  });
});
