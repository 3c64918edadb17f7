import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { queryOf, signInAdmin } from '@/test/admin-fixtures';
import { fail, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { Report, ReportedItem } from '@/features/admin/trust-types';

function report(overrides: Partial<Report> = {}): Report {
  return {
    _id: 'r1',
    reason: 'spam',
    details: '',
    email: '',
    reporter: null,
    episode: null,
    notice: null,
    status: 'open',
    resolution: '',
    createdAt: '2025-08-20T09:30:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

const copyright = report({
  _id: 'r1',
  reason: 'copyright',
  details: 'This is our 2019 studio recording, uploaded without a licence.',
  email: 'rights@hymnrecords.test',
  episode: { _id: 'e1', title: 'Great Is Thy Faithfulness' },
  notice: {
    work: 'Great Is Thy Faithfulness (2019 recording)',
    rightsHolder: 'Hymn Records Ltd',
    contact: 'Jane Doe, 1 Main Street, Nashville',
  },
  createdAt: '2025-08-20T09:30:00.000Z',
});
const spam = report({
  _id: 'r2',
  reason: 'spam',
  reporter: { _id: 'u9', name: 'Lydia Listener' },
  createdAt: '2025-08-19T08:00:00.000Z',
});

const album: ReportedItem = {
  media: {
    _id: 'm1',
    title: 'Morning Praise',
    type: 'album',
    adminStatus: 'active',
    artist: { _id: 'u1', name: 'Grace Okafor' },
  },
  count: 2,
  reasons: ['copyright', 'spam'],
  lastAt: '2025-08-20T09:30:00.000Z',
  reports: [copyright, spam],
};

const sermon: ReportedItem = {
  media: {
    _id: 's1',
    title: 'A Heart of Worship',
    type: 'sermon',
    adminStatus: 'active',
    artist: { _id: 'u2', name: 'Pastor James' },
  },
  count: 1,
  reasons: ['misleading'],
  lastAt: '2025-08-18T10:00:00.000Z',
  reports: [
    report({
      _id: 'r3',
      reason: 'misleading',
      details: 'The title says Easter but it is a Christmas sermon.',
    }),
  ],
};

const page = (items: ReportedItem[], openReports: number) =>
  ok({ data: items, total: items.length, page: 1, limit: 10, openReports });

const puts = (calls: MockCall[]) => calls.filter((c) => c.method === 'PUT');

/** serve answers the admin shell and the queue; a PUT resolves the item's reports, as the server does. */
function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  const state = { open: [album, sermon] };
  const count = () => state.open.reduce((n, i) => n + i.count, 0);
  const mock = mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/admin/appeals': () => ok({ data: [], total: 0, page: 1, limit: 1 }),
    'GET /api/admin/reports': (call) => {
      const q = queryOf(call.url);
      if (q.status === 'resolved') return page([], count());
      return page(q.limit === '1' ? state.open.slice(0, 1) : state.open, count());
    },
    'GET /api/admin/media/m1/history': () =>
      ok({
        data: [
          {
            _id: 'h2',
            fromStatus: 'active',
            toStatus: 'active',
            reason: 'The sermon quotes it fairly',
            admin: { _id: 'a1', name: 'Ruth Admin' },
            createdAt: '2025-08-10T10:00:00.000Z',
            kind: 'reports_dismissed',
          },
          {
            _id: 'h1',
            fromStatus: 'pending',
            toStatus: 'active',
            reason: '',
            admin: null,
            createdAt: '2025-08-01T10:00:00.000Z',
            kind: '',
          },
        ],
        appeals: [],
      }),
    'PUT /api/admin/reports/m1': (call) => {
      const body = call.body as { action: string };
      state.open = state.open.filter((i) => i.media._id !== 'm1');
      return ok(
        { resolved: 2 },
        body.action === 'takedown' ? 'Item taken down' : 'Reports dismissed',
      );
    },
    ...extra,
  });
  return { ...mock, state };
}

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  adminPb.authStore.clear();
});

async function card(title: string) {
  const list = await screen.findByRole('list', { name: 'Reported items' });
  return within(list).getByRole('article', { name: title });
}

describe('the report queue', () => {
  it('lists the reported items, most reported first, with their reasons and the sidebar count', async () => {
    const { calls } = serve();
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reported items' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Morning Praise',
      'A Heart of Worship',
    ]);
    const first = cards[0];
    expect(first).toHaveTextContent('Album by Grace Okafor');
    expect(first).toHaveTextContent('Approved');
    expect(first).toHaveTextContent('2reports');
    const reasons = within(first).getByRole('list', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Copyright', 'Spam']);
    expect(
      within(first)
        .getByText(/Last reported/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2025-08-20T09:30:00.000Z');
    expect(within(first).getByRole('link', { name: /Public page/ })).toHaveAttribute(
      'href',
      '/m/m1',
    );
    // The sidebar counts the platform's open reports, read out as such.
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      await within(nav).findByRole('link', { name: 'Reports 3 open reports' }),
    ).toHaveAttribute('href', '/admin/reports');
    expect(screen.getByRole('button', { name: 'Open (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const reads = calls
      .filter((c) => c.url.startsWith('/api/admin/reports?'))
      .map((c) => queryOf(c.url));
    expect(reads).toContainEqual({ status: 'open', page: '1', limit: '10' });
    // The badge asks for the smallest page: it reads only `openReports`.
    expect(reads).toContainEqual({ status: 'open', page: '1', limit: '1' });
  });

  it('opens an item to read its reports, the copyright notice and its moderation history', async () => {
    serve();
    renderApp('/admin/reports');
    const first = await card('Morning Praise');
    const toggle = within(first).getByRole('button', { name: 'Read the 2 reports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide the reports');
    const reports = within(first).getByRole('region', { name: 'Reports on Morning Praise' });
    const rows = within(reports).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Copyright');
    expect(rows[0]).toHaveTextContent('From rights@hymnrecords.test (signed out)');
    expect(rows[0]).toHaveTextContent('About “Great Is Thy Faithfulness”');
    expect(rows[0]).toHaveTextContent('This is our 2019 studio recording');
    expect(rows[0]).toHaveTextContent('Rights holderHymn Records Ltd');
    expect(rows[0]).toHaveTextContent('ContactJane Doe, 1 Main Street, Nashville');
    expect(rows[1]).toHaveTextContent('From Lydia Listener');
    const history = await within(first).findByRole('region', { name: 'Moderation history' });
    const events = await within(history).findAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Reports dismissed');
    expect(events[0]).toHaveTextContent('“The sermon quotes it fairly”');
    expect(events[1]).toHaveTextContent('PendingApproved');
  });

  it('takes an item down with a reason, after asking; the queue and badge follow', async () => {
    const { calls } = serve();
    renderApp('/admin/reports');
    const first = await card('Morning Praise');
    await userEvent.click(within(first).getByRole('button', { name: 'Take down Morning Praise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down “Morning Praise”' });
    expect(dialog).toHaveTextContent('its 2 open reports are closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(
      await within(dialog).findByText('Please give the reason for the takedown'),
    ).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText('Reason'),
      '  The second track is a recording the uploader does not own ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('Item taken down')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0].url).toBe('/api/admin/reports/m1');
    expect(puts(calls)[0].body).toEqual({
      action: 'takedown',
      reason: 'The second track is a recording the uploader does not own',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Reported items' });
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Morning Praise' })).toBeNull(),
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      await within(nav).findByRole('link', { name: 'Reports 1 open report' }),
    ).toBeInTheDocument();
  });

  it('dismisses the reports with no reason needed', async () => {
    const { calls } = serve();
    renderApp('/admin/reports');
    const first = await card('Morning Praise');
    await userEvent.click(
      within(first).getByRole('button', { name: 'Dismiss the reports on Morning Praise' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Dismiss the reports on “Morning Praise”',
    });
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('Reports dismissed')).toBeInTheDocument();
    expect(puts(calls)[0].body).toEqual({ action: 'dismiss', reason: '' });
  });

  it("toasts the server's refusal and closes the dialog", async () => {
    const { calls } = serve({
      'PUT /api/admin/reports/m1': () => fail(409, 'This item has no open reports'),
    });
    renderApp('/admin/reports');
    const first = await card('Morning Praise');
    await userEvent.click(
      within(first).getByRole('button', { name: 'Dismiss the reports on Morning Praise' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('This item has no open reports')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)).toHaveLength(1);
  });

  it('shows a field error from the server in the take-down dialog', async () => {
    serve({
      'PUT /api/admin/reports/m1': () =>
        fail(400, 'Please check the form.', {
          reason: { code: 'too_long', message: 'The reason must be at most 1,000 characters' },
        }),
    });
    renderApp('/admin/reports');
    const first = await card('Morning Praise');
    await userEvent.click(within(first).getByRole('button', { name: 'Take down Morning Praise' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Too long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(
      await within(dialog).findByText('The reason must be at most 1,000 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when nothing is reported, and hides the badge', async () => {
    serve({ 'GET /api/admin/reports': () => page([], 0) });
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    expect(within(nav).queryByTestId('nav-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    serve({ 'GET /api/admin/reports': () => fail(403, 'Only admins may read the reports') });
    renderApp('/admin/reports');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Only admins may read the reports');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists resolved reports under Resolved, without actions', async () => {
    const resolved: ReportedItem = {
      ...album,
      reports: [
        {
          ...copyright,
          status: 'resolved',
          resolution: 'takedown',
          resolvedAt: '2025-08-21T10:00:00.000Z',
        },
      ],
      count: 1,
      reasons: ['copyright'],
    };
    const { calls } = serve({
      'GET /api/admin/reports': (call) =>
        queryOf(call.url).status === 'resolved' ? page([resolved], 0) : page([], 0),
    });
    renderApp('/admin/reports');
    await screen.findByRole('heading', { name: 'No open reports' });
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    const list = await screen.findByRole('list', { name: 'Resolved reports' });
    const item = within(list).getByRole('article', { name: 'Morning Praise' });
    expect(item).toHaveTextContent('1report resolved');
    expect(within(item).queryByRole('button', { name: /Take down/ })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Read the report' }));
    expect(
      within(item).getByRole('region', { name: 'Reports on Morning Praise' }),
    ).toHaveTextContent('Item taken down');
    expect(calls.some((c) => queryOf(c.url).status === 'resolved')).toBe(true);
  });
});

describe('the live queue', () => {
  it('refetches when a report arrives through realtime, and unsubscribes on leaving', async () => {
    const handlers: Record<string, () => void> = {};
    const unsubscribed: string[] = [];
    vi.stubGlobal('EventSource', class {});
    vi.spyOn(adminPb, 'collection').mockImplementation(
      (name: string) =>
        ({
          subscribe: vi.fn(async (topic: string, callback: () => void) => {
            expect(topic).toBe('*');
            handlers[name] = callback;
            return async () => {
              unsubscribed.push(name);
            };
          }),
        }) as unknown as ReturnType<typeof adminPb.collection>,
    );
    const { state } = serve();
    state.open = [sermon];
    const view = renderApp('/admin/reports');
    const list = await screen.findByRole('list', { name: 'Reported items' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(handlers.reports).toBeDefined());

    state.open = [album, sermon];
    act(() => handlers.reports());
    expect(
      await within(list).findByRole('article', { name: 'Morning Praise' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByRole('link', { name: 'Reports 3 open reports' })).toBeVisible();

    view.unmount();
    await waitFor(() => expect(unsubscribed).toContain('reports'));
  });
});
