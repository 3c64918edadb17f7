import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { queryOf, signInAdmin } from '@/test/admin-fixtures';
import { mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { Appeal } from '@/features/admin/trust-types';

const takedownAppeal: Appeal = {
  _id: 'ap1',
  media: { _id: 'm1', title: 'Morning Praise', type: 'album', adminStatus: 'suspended' },
  creator: { _id: 'u1', name: 'Grace Okafor', email: 'grace@example.com' },
  message: 'I hold the licence for this recording; I have attached it to my email.',
  status: 'open',
  createdAt: '2025-08-22T08:00:00.000Z',
  decision: {
    fromStatus: 'active',
    toStatus: 'suspended',
    reason: 'The second track is a recording the uploader does not own',
    createdAt: '2025-08-21T10:00:00.000Z',
  },
  decidedAt: null,
  reason: '',
};

const rejectionAppeal: Appeal = {
  ...takedownAppeal,
  _id: 'ap2',
  media: { _id: 's1', title: 'A Heart of Worship', type: 'sermon', adminStatus: 'rejected' },
  creator: { _id: 'u2', name: 'Pastor James', email: 'james@example.com' },
  message: 'The audio is fixed now.',
  decision: {
    fromStatus: 'pending',
    toStatus: 'rejected',
    reason: 'The audio cuts off',
    createdAt: '2025-08-20T10:00:00.000Z',
  },
};

const puts = (calls: MockCall[]) => calls.filter((c) => c.method === 'PUT');

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  let open = [takedownAppeal, rejectionAppeal];
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/admin/reports': () => ok({ data: [], total: 0, page: 1, limit: 1, openReports: 0 }),
    'GET /api/admin/appeals': (call) =>
      queryOf(call.url).status === 'decided'
        ? ok({
            data: [
              {
                ...rejectionAppeal,
                status: 'denied',
                decidedAt: '2025-08-23T09:00:00.000Z',
                reason: 'The cut is still there at 12:40',
              },
            ],
            total: 1,
            page: 1,
            limit: 10,
          })
        : ok({ data: open, total: open.length, page: 1, limit: 10 }),
    'GET /api/admin/media/m1/history': () =>
      ok({
        data: [
          {
            _id: 'h1',
            fromStatus: 'active',
            toStatus: 'suspended',
            reason: 'The second track is a recording the uploader does not own',
            admin: { _id: 'a1', name: 'Ruth Admin' },
            createdAt: '2025-08-21T10:00:00.000Z',
            kind: 'takedown',
          },
        ],
        appeals: [takedownAppeal],
      }),
    'PUT /api/admin/appeals/ap1': (call) => {
      open = open.filter((a) => a._id !== 'ap1');
      return ok(
        null,
        (call.body as { action: string }).action === 'grant' ? 'Appeal granted' : 'Appeal denied',
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

async function appealCard(title: string) {
  const list = await screen.findByRole('list', { name: 'Appeals waiting' });
  return within(list).getByRole('article', { name: title });
}

describe('appeals', () => {
  it('lists the appeals waiting with the item, the creator, their words and the decision appealed', async () => {
    serve();
    renderApp('/admin/appeals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appeals' })).toBeInTheDocument();
    const card = await appealCard('Morning Praise');
    expect(card).toHaveTextContent('Album by Grace Okafor (grace@example.com)');
    expect(card).toHaveTextContent('Suspended');
    expect(card).toHaveTextContent('I hold the licence for this recording');
    expect(card).toHaveTextContent('Taken down on');
    expect(card).toHaveTextContent(
      'Reason: The second track is a recording the uploader does not own',
    );
    expect(await appealCard('A Heart of Worship')).toHaveTextContent('Rejected on');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      await within(nav).findByRole('link', { name: 'Appeals 2 appeals waiting' }),
    ).toHaveAttribute('href', '/admin/appeals');
    expect(screen.getByRole('button', { name: 'Waiting (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('grants an appeal with an optional note', async () => {
    const { calls } = serve();
    renderApp('/admin/appeals');
    const card = await appealCard('Morning Praise');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Grant the appeal on Morning Praise' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Grant the appeal on “Morning Praise”',
    });
    await userEvent.type(
      within(dialog).getByLabelText('Note to the creator (optional)'),
      'Thank you for the licence',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant and restore' }));
    expect(await screen.findByText('Appeal granted')).toBeInTheDocument();
    expect(puts(calls)[0].url).toBe('/api/admin/appeals/ap1');
    expect(puts(calls)[0].body).toEqual({ action: 'grant', reason: 'Thank you for the licence' });
    const list = screen.getByRole('list', { name: 'Appeals waiting' });
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Morning Praise' })).toBeNull(),
    );
  });

  it('denies an appeal only with a reason', async () => {
    const { calls } = serve();
    renderApp('/admin/appeals');
    const card = await appealCard('Morning Praise');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Deny the appeal on Morning Praise' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Deny the appeal on “Morning Praise”',
    });
    expect(dialog).toHaveTextContent('The takedown stands');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny appeal' }));
    expect(
      await within(dialog).findByText('Please tell the creator why the decision stands'),
    ).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText('Reason'),
      'The licence covers live use only',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny appeal' }));
    expect(await screen.findByText('Appeal denied')).toBeInTheDocument();
    expect(puts(calls)[0].body).toEqual({
      action: 'deny',
      reason: 'The licence covers live use only',
    });
  });

  it('shows decided appeals with their verdict, and an item history with its kinds and appeals', async () => {
    serve();
    renderApp('/admin/appeals?status=decided');
    const list = await screen.findByRole('list', { name: 'Decided appeals' });
    const card = within(list).getByRole('article', { name: 'A Heart of Worship' });
    expect(card).toHaveTextContent('Denied');
    expect(card).toHaveTextContent('“The cut is still there at 12:40”');
    expect(within(card).queryByRole('button', { name: /Grant/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Waiting/ }));
    const waiting = await appealCard('Morning Praise');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Moderation history' }));
    const history = await within(waiting).findByRole('region', { name: 'Moderation history' });
    expect(await within(history).findByText('Taken down')).toBeInTheDocument();
    const appeals = within(waiting).getByRole('region', { name: 'Appeals' });
    expect(appeals).toHaveTextContent('Waiting');
    expect(appeals).toHaveTextContent('Grace Okafor');
  });

  it('says so when no appeal waits', async () => {
    serve({ 'GET /api/admin/appeals': () => ok({ data: [], total: 0, page: 1, limit: 10 }) });
    renderApp('/admin/appeals');
    expect(await screen.findByRole('heading', { name: 'No appeals waiting' })).toBeInTheDocument();
    expect(screen.queryByTestId('nav-badge')).toBeNull();
  });
});
