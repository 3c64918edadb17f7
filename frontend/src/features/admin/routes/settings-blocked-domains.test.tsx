import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { signInAdmin } from '@/test/admin-fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { normalizeDomain } from '@/features/admin/api/blocked-domains';
import type { BlockedDomain } from '@/features/admin/trust-types';

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  let domains: BlockedDomain[] = [
    { _id: 'd1', domain: 'spam-mail.test', createdAt: '2025-08-18T10:00:00.000Z' },
  ];
  return mockFetch({
    'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
    'GET /api/admin/settings': () =>
      ok({
        senderName: 'Selah',
        senderAddress: 'no-reply@selah.local',
        registrationOpen: true,
        maxUploadMB: 2048,
      }),
    'GET /api/admin/blocked-domains': () => ok({ data: domains }),
    'POST /api/admin/blocked-domains': (call) => {
      const { domain } = call.body as { domain: string };
      if (domains.some((d) => d.domain === domain))
        return fail(409, 'This domain is already blocked');
      domains = [
        ...domains,
        { _id: `d${domains.length + 1}`, domain, createdAt: '2025-08-20T10:00:00.000Z' },
      ];
      return {
        status: 201,
        body: { success: true, message: '', data: { domain: domains.at(-1) } },
      };
    },
    'DELETE /api/admin/blocked-domains/d1': () => {
      domains = domains.filter((d) => d._id !== 'd1');
      return ok(null, 'Domain unblocked');
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

describe('blocked sign-up domains', () => {
  it('cleans what the admin typed into a bare domain', () => {
    expect(normalizeDomain('  Spam.Example.COM. ')).toBe('spam.example.com');
    expect(normalizeDomain('someone@mailinator.com')).toBe('mailinator.com');
    expect(normalizeDomain('https://example.org/path')).toBe('example.org');
  });

  it('lists the blocked domains and blocks another', async () => {
    const { calls } = serve();
    renderApp('/admin/settings');
    const list = await screen.findByRole('list', { name: 'Blocked domains' });
    expect(within(list).getByText('spam-mail.test')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Block a domain' });
    await userEvent.type(within(form).getByLabelText('Domain'), 'Junk.Example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Block domain' }));
    expect(await screen.findByText('junk.example.com blocked')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ domain: 'junk.example.com' });
    expect(await within(list).findByText('junk.example.com')).toBeInTheDocument();
    expect(within(form).getByLabelText('Domain')).toHaveValue('');
  });

  it('refuses what is not a domain before sending, and shows the server’s answers under the field', async () => {
    const { calls } = serve({
      'POST /api/admin/blocked-domains': (call) =>
        (call.body as { domain: string }).domain === 'spam-mail.test'
          ? fail(409, 'This domain is already blocked')
          : fail(400, 'Please check the form.', {
              domain: { code: 'invalid', message: 'Please enter a domain like example.com' },
            }),
    });
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Block a domain' });
    const field = within(form).getByLabelText('Domain');
    await userEvent.type(field, 'not a domain');
    await userEvent.click(within(form).getByRole('button', { name: 'Block domain' }));
    expect(
      await within(form).findByText('Please enter a domain like example.com'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'spam-mail.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Block domain' }));
    expect(await within(form).findByText('This domain is already blocked')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'localhost.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Block domain' }));
    expect(
      await within(form).findByText('Please enter a domain like example.com'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('unblocks a domain after asking', async () => {
    const { calls } = serve();
    renderApp('/admin/settings');
    const list = await screen.findByRole('list', { name: 'Blocked domains' });
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock spam-mail.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock spam-mail.test?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep blocked' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock spam-mail.test' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unblock' }),
    );
    expect(await screen.findByText('Domain unblocked')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText(/No domains are blocked/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
