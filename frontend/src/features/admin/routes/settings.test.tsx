import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { signInAdmin } from '@/test/admin-fixtures';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const settings = {
  senderName: 'Selah',
  senderAddress: 'no-reply@selah.local',
  registrationOpen: true,
  maxUploadMB: 2048,
};

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/admin/me': () =>
      ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'ruth@selah.app' } }),
    'GET /api/admin/settings': () => ok(settings),
    ...extra,
  });
}

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminPb.authStore.clear();
});

describe('Admin settings', () => {
  it('saves the platform settings', async () => {
    const { calls } = serve({
      'PUT /api/admin/settings': (call) => ok(call.body, 'Settings saved'),
    });
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    expect(await within(form).findByLabelText('Sender name')).toHaveValue('Selah');
    const registration = within(form).getByRole('switch', { name: 'Registration open' });
    expect(registration).toBeChecked();
    await userEvent.click(registration);
    const max = within(form).getByLabelText('Max upload size (MB)');
    await userEvent.clear(max);
    await userEvent.type(max, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      ...settings,
      registrationOpen: false,
      maxUploadMB: 500,
    });
  });

  it('renames the admin and shows the new name in the sidebar', async () => {
    serve({
      'PATCH /api/admin/me': () =>
        ok(
          { admin: { _id: 'a1', name: 'Ruth A. Admin', email: 'ruth@selah.app' } },
          'Your profile has been updated',
        ),
    });
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Your profile' });
    const name = within(form).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ruth A. Admin');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-name')[0]).toHaveTextContent('Ruth A. Admin'),
    );
  });

  it('changes the password and keeps the new token', async () => {
    const fresh = fakeJwt(7200);
    const { calls } = serve({
      'POST /api/admin/change-password': () =>
        ok({ token: fresh }, 'Your password has been changed'),
    });
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-password');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(adminPb.authStore.token).toBe(fresh);
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      currentPassword: 'old-password',
      password: 'new-password-1',
    });
  });

  it("shows the server's field error for a wrong current password", async () => {
    serve({
      'POST /api/admin/change-password': () =>
        fail(400, 'Please check the form.', {
          currentPassword: { code: 'invalid', message: 'Your current password is not correct' },
        }),
    });
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'nope');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-password-1');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Your current password is not correct'),
    ).toBeInTheDocument();
    expect(adminPb.authStore.token).not.toBe('');
  });

  it('links to the staff dashboard in a new tab', async () => {
    serve();
    renderApp('/admin/settings');
    const link = await screen.findByRole('link', { name: /Open the staff dashboard/ });
    expect(link).toHaveAttribute('href', '/_/');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
