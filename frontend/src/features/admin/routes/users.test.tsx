import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { adminMedia, adminUser, queryOf, signInAdmin, userStatistics } from '@/test/admin-fixtures';
import { fail, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { stubObjectUrls } from '@/test/object-url';
import { renderApp } from '@/test/render-app';

const LIST = 'GET /api/admin/users/get-paginated-list-of-users';
const listCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/users/get-paginated-list-of-users'));
const lastListQuery = (calls: MockCall[]) => queryOf(listCalls(calls).at(-1)!.url);

const grace = adminUser();
const samuel = adminUser({
  _id: 'u2',
  name: 'Samuel Mensah',
  email: 'samuel@example.com',
  accountStatus: 'suspended',
  isPremiumUser: true,
  mediaCount: 1,
});

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/admin/users/get-user-statistics': () => ok(userStatistics),
    [LIST]: (call) => {
      const q = queryOf(call.url);
      const users = [grace, samuel].filter(
        (u) =>
          (!q.status || u.accountStatus === q.status) &&
          (!q.search || `${u.name} ${u.email}`.toLowerCase().includes(q.search.toLowerCase())),
      );
      return ok({ data: users, totalCount: users.length });
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

describe('User Management', () => {
  it('shows the four figures and the table', async () => {
    const { calls } = serve();
    renderApp('/admin/users');
    const figures = await screen.findByRole('region', { name: 'User statistics' });
    expect(await within(figures).findByText('1,250')).toBeInTheDocument();
    expect(within(figures).getByText('+12.5% this month')).toBeInTheDocument();
    expect(within(figures).getByText('Active Users')).toBeInTheDocument();
    expect(within(figures).getByText('80% retention')).toBeInTheDocument();
    expect(within(figures).getByText('125')).toBeInTheDocument();
    expect(within(figures).getByText('139')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Status', 'Subscription', 'Joined Date', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Grace Okafor');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('Free');
    expect(rows[1]).toHaveTextContent('Suspended');
    expect(rows[1]).toHaveTextContent('Premium');
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10' });
  });

  it('sends the search, status and page size to the server', async () => {
    const { calls } = serve();
    const { router } = renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Users' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'samuel');
    await waitFor(() => expect(lastListQuery(calls).search).toBe('samuel'));

    await userEvent.click(screen.getByRole('button', { name: 'Filter by status: All Statuses' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['All Statuses', 'Active', 'Inactive (suspended)']);
    await userEvent.click(
      within(menu).getByRole('menuitemradio', { name: 'Inactive (suspended)' }),
    );
    await waitFor(() => expect(lastListQuery(calls).status).toBe('suspended'));

    await userEvent.click(screen.getByRole('button', { name: 'Items per page: 10 per page' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '100 per page' }));
    await waitFor(() =>
      expect(lastListQuery(calls)).toEqual({
        page: '1',
        limit: '100',
        search: 'samuel',
        status: 'suspended',
      }),
    );
    expect(router.state.location.search).toBe('?q=samuel&status=suspended&limit=100');
  });

  it('offers Reset filters when nothing matches', async () => {
    const { calls } = serve();
    renderApp('/admin/users?q=nobody');
    expect(
      await screen.findByText('No users found matching your search criteria.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10' });
  });

  it("toasts SPEC's fetch failures", async () => {
    serve({
      'GET /api/admin/users/get-user-statistics': () => ({ status: 404, raw: 'nope' }),
      [LIST]: () => new TypeError('Failed to fetch'),
    });
    renderApp('/admin/users');
    expect(await screen.findAllByText('Failed to fetch user statistics')).not.toHaveLength(0);
    expect(
      await screen.findByText('An error occurred while fetching users', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("toasts the server's message when the list is refused", async () => {
    serve({ [LIST]: () => fail(400, 'Status must be active or suspended') });
    renderApp('/admin/users');
    // In the list and in the toast.
    await waitFor(() =>
      expect(screen.getAllByText(/Status must be active or suspended/)).toHaveLength(2),
    );
  });
});

describe('row actions', () => {
  it('offers Suspend only to active users and Reactivate to suspended ones', async () => {
    serve();
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Okafor' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['View Profile', 'Send Message', 'Suspend User']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Samuel Mensah' }));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['View Profile', 'Send Message', 'Reactivate User']);
  });

  it('suspends after a confirmation', async () => {
    const { calls } = serve({
      'PUT /api/admin/users/u1/status': () => ok({ user: {} }, 'User suspended successfully'),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Okafor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suspend User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Grace Okafor?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    expect(await screen.findByText('User suspended successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ accountStatus: 'suspended' });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it("toasts 'Failed to suspend user' when the server gives no reason", async () => {
    serve({ 'PUT /api/admin/users/u1/status': () => ({ status: 500, raw: '' }) });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Okafor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suspend User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Grace Okafor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    expect(await screen.findByText('Failed to suspend user')).toBeInTheDocument();
  });

  it("reactivates and toasts the server's message", async () => {
    const { calls } = serve({
      'PUT /api/admin/users/u2/status': () => ok({ user: {} }, 'User reactivated successfully'),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Samuel Mensah' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reactivate User' }));
    expect(await screen.findByText('User reactivated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ accountStatus: 'active' });
  });

  it('sends a message; Send stays disabled while the text is blank', async () => {
    const { calls } = serve({
      'POST /api/admin/users/u1/messages': () => ({
        status: 201,
        body: { success: true, message: 'Message sent successfully', data: {} },
      }),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Okafor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    const text = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(send).toBeDisabled();
    await userEvent.type(text, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(text, 'Welcome to Selah!');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'Welcome to Selah!' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Failed to send message' and keeps the text", async () => {
    serve({ 'POST /api/admin/users/u1/messages': () => ({ status: 500, raw: '' }) });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Okafor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('shows a profile with the figures and the content in every status', async () => {
    serve({
      'GET /api/admin/users/u1': () =>
        ok({
          user: grace,
          media: [
            adminMedia({ _id: 'm1', title: 'Morning Praise', adminStatus: 'rejected' }),
            adminMedia({ _id: 'm2', title: 'Evening Hymns', adminStatus: 'active' }),
          ],
          stats: { total: 2, approved: 1, pending: 0, rejected: 1, totalPlays: 2500 },
        }),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Okafor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: /Grace Okafor/ });
    expect(await within(dialog).findByText('Morning Praise')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Rejected', { selector: '[data-slot=badge]' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2,500')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Suspend User' })).toBeInTheDocument();
  });
});

describe('Export', () => {
  it('downloads the CSV of the filtered users', async () => {
    const { calls } = serve({
      'GET /api/admin/users/export.csv': () => ({ status: 200, raw: 'id,name\nu2,Samuel\n' }),
    });
    const urls = stubObjectUrls();
    onTestFinished(urls.restore);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/users?q=samuel&status=suspended');
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/^Exported selah-users-/)).toBeInTheDocument();
    const csv = calls.find((c) => c.url.startsWith('/api/admin/users/export.csv'))!;
    expect(queryOf(csv.url)).toEqual({ search: 'samuel', status: 'suspended' });
    expect(csv.headers.Authorization).toMatch(/^Bearer /);
    expect(click).toHaveBeenCalledTimes(1);
    expect(await urls.created.mock.calls[0][0].text()).toBe('id,name\nu2,Samuel\n');
  });
});
