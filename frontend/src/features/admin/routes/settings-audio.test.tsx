import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { signInAdmin } from '@/test/admin-fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { AudioProcessing } from '@/features/admin/types';

const platform = {
  senderName: 'Selah',
  senderAddress: 'no-reply@selah.local',
  registrationOpen: true,
  maxUploadMB: 2048,
};

const MISSING =
  'ffmpeg was not found on this server: uploads are served as they were uploaded. Install ffmpeg and restart.';

function serve(audioProcessing?: AudioProcessing, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/admin/me': () =>
      ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'ruth@selah.app' } }),
    'GET /api/admin/settings': () => ok({ ...platform, audioProcessing }),
    ...extra,
  });
}

/** section is the card under the "Audio processing" heading. */
async function section() {
  const title = await screen.findByText('Audio processing');
  return title.closest('[data-slot="card"]') as HTMLElement;
}

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminPb.authStore.clear();
});

describe('Admin settings: audio processing', () => {
  it('names the ffmpeg that makes the renditions', async () => {
    serve({ available: true, version: '7.1.1', message: '' });
    renderApp('/admin/settings');
    const card = await section();
    expect(card).toHaveTextContent('ffmpeg 7.1.1: uploads get a normalised streaming rendition');
    expect(within(card).queryByText('Uploads are not processed')).toBeNull();
  });

  it("warns with the server's sentence when ffmpeg is missing", async () => {
    serve({ available: false, version: '', message: MISSING });
    renderApp('/admin/settings');
    const card = await section();
    expect(within(card).getByText('Uploads are not processed')).toBeInTheDocument();
    expect(within(card).getByText(MISSING)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('normalised streaming rendition');
  });

  it('has no section for a server that does not say', async () => {
    serve(undefined);
    renderApp('/admin/settings');
    await screen.findByRole('form', { name: 'Platform settings' });
    expect(screen.queryByText('Audio processing')).toBeNull();
  });

  it('keeps the section after saving the platform settings (PUT does not send it)', async () => {
    serve(
      { available: true, version: '7.1.1', message: '' },
      { 'PUT /api/admin/settings': (call) => ok(call.body, 'Settings saved') },
    );
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    await section();
    await userEvent.click(within(form).getByRole('switch', { name: 'Registration open' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(await section()).toHaveTextContent('ffmpeg 7.1.1');
  });
});
