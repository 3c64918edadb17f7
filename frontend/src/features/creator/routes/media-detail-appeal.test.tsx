import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { testEpisode, testMedia } from '@/test/media-fixtures';
import { testUser } from '@/test/user-fixtures';
import { renderApp } from '@/test/render-app';
import type { MediaAppeal, MediaWithEpisodes } from '@/types/media';

const user = testUser({ name: 'Grace Okafor', isCreator: true });
const SENT = 'Your appeal was sent. An admin will look at it.';

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

const album = (overrides: Partial<MediaWithEpisodes> = {}) =>
  testMedia({
    title: 'Morning Praise',
    adminStatus: 'rejected',
    statusReason: 'The cover art is not yours to use.',
    reviewedAt: '2025-08-19T09:00:00.000Z',
    episodes: [testEpisode(1, { title: 'Great Is Thy Faithfulness' })],
    appeal: null,
    ...overrides,
  });

const appeal = (overrides: Partial<MediaAppeal> = {}): MediaAppeal => ({
  _id: 'a1',
  status: 'open',
  message: 'I painted the cover myself; the signed original is in my studio.',
  createdAt: '2025-08-20T09:30:00.000Z',
  decidedAt: null,
  reason: '',
  ...overrides,
});

function serve(start: MediaWithEpisodes, post?: Parameters<typeof mockFetch>[0][string]) {
  let item = start;
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/m1': () => ok({ media: item }),
    'POST /api/media/m1/appeal': (call) => {
      if (post) return post(call);
      const sent = appeal({ message: (call.body as { message: string }).message });
      item = { ...item, appeal: sent };
      return {
        status: 201,
        body: { success: true, status: 201, message: SENT, data: { appeal: sent } },
      };
    },
  });
}

async function openPage() {
  renderApp('/user/media/m1');
  await screen.findByRole('heading', { level: 1, name: 'Morning Praise' });
}

describe('appealing a rejected item', () => {
  it('sends the message, toasts the server and shows the appeal waiting', async () => {
    const { calls } = serve(album());
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Appeal this decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    // The reason being appealed is shown beside the message.
    expect(dialog).toHaveTextContent('Why it was not approved');
    expect(dialog).toHaveTextContent('The cover art is not yours to use.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(
      await within(dialog).findByText('Please tell us why this decision should change'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(
      within(dialog).getByLabelText('Your message'),
      'I painted the cover myself.',
    );
    expect(within(dialog).getByText('27 / 2,000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      message: 'I painted the cover myself.',
    });
    const status = await screen.findByRole('status', {
      name: /Your appeal is waiting for review/,
    });
    expect(status).toHaveTextContent('I painted the cover myself.');
    expect(status).toHaveTextContent('Sent Aug 20, 2025');
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    serve(album({ adminStatus: 'suspended' }), () =>
      fail(409, 'You have already appealed this decision'),
    );
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Appeal this decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    expect(dialog).toHaveTextContent('Why it was taken down');
    await userEvent.type(within(dialog).getByLabelText('Your message'), 'Please look again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already appealed this decision',
    );
  });

  it("puts the server's message error under the field", async () => {
    serve(album(), () =>
      fail(400, 'Please check the form.', {
        message: { code: 'validation_required', message: 'Please write a message' },
      }),
    );
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Appeal this decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    await userEvent.type(within(dialog).getByLabelText('Your message'), 'Please look again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByText('Please write a message')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("an appeal's state on the item page", () => {
  it('shows an open appeal with its message, and no second appeal', async () => {
    serve(album({ appeal: appeal() }));
    await openPage();
    const status = screen.getByRole('status', { name: /Your appeal is waiting for review/ });
    expect(status).toHaveTextContent('I painted the cover myself; the signed original');
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
  });

  it("shows a denied appeal with the admin's reason", async () => {
    serve(
      album({
        adminStatus: 'suspended',
        appeal: appeal({
          status: 'denied',
          decidedAt: '2025-08-22T12:00:00.000Z',
          reason: 'The painting is by another artist.',
        }),
      }),
    );
    await openPage();
    const status = screen.getByRole('status', { name: /Your appeal was denied/ });
    expect(status).toHaveTextContent('Decided Aug 22, 2025');
    expect(status).toHaveTextContent('The admin’s reasonThe painting is by another artist.');
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
  });

  it('shows a granted appeal on the restored item', async () => {
    serve(
      album({
        adminStatus: 'active',
        appeal: appeal({ status: 'granted', decidedAt: '2025-08-22T12:00:00.000Z' }),
      }),
    );
    await openPage();
    const status = screen.getByRole('status', { name: /Your appeal was granted/ });
    expect(status).toHaveTextContent('restored this song');
  });

  it('offers no appeal on an approved item, or on one from a server without appeals', async () => {
    serve(album({ adminStatus: 'active' }));
    await openPage();
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
    expect(screen.queryByRole('status', { name: /appeal/i })).toBeNull();
  });
});
