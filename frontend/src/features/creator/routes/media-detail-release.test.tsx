import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { formatReleaseTime, utcToLocalInput } from '@/lib/release-time';
import { fail, fakeJwt, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { testMedia } from '@/test/media-fixtures';
import { testUser } from '@/test/user-fixtures';
import { renderApp } from '@/test/render-app';
import type { MediaWithEpisodes } from '@/types/media';

const user = testUser({ name: 'Grace Okafor', isCreator: true });
const releaseAt = '2099-12-01T06:00:00Z';

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

/** serve answers the item page's calls; PATCH and submit change `item` as the server would. */
function serve(
  start: MediaWithEpisodes,
  patch?: (call: MockCall) => ReturnType<typeof ok> | ReturnType<typeof fail>,
) {
  let item = start;
  const mock = mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
    'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 10 }),
    'GET /api/media/m1': () => ok({ media: item }),
    'POST /api/media/m1/submit': () => {
      item = { ...item, adminStatus: 'pending' };
      return ok({ media: item }, 'Submitted for review');
    },
    'PATCH /api/media/m1': (call) => {
      const answer = patch?.(call);
      if (answer && answer.status >= 400) return answer;
      item = { ...item, ...(call.body as object) };
      return ok({ media: item }, 'Your changes have been saved');
    },
  });
  return mock;
}

const album = (overrides: Partial<MediaWithEpisodes> = {}) =>
  testMedia({ genre: { _id: 'g1', title: 'Worship' }, description: 'Songs.', ...overrides });

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog');
}

describe('a draft on its page', () => {
  it('says only its creator sees it and submits it for review', async () => {
    const { calls } = serve(album({ adminStatus: 'draft' }));
    renderApp('/user/media/m1');

    expect(await screen.findByText('This song is a draft')).toBeInTheDocument();
    expect(screen.getAllByText('Draft')[0]).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.method === 'POST' && c.url === '/api/media/m1/submit'),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('This song is a draft')).toBeNull());
    expect(screen.getByText(/Waiting for review\./)).toBeInTheDocument();
  });
});

describe('the release time on the edit screen', () => {
  it('shows a scheduled item’s time and changes it, sent as UTC', async () => {
    const { calls } = serve(album({ adminStatus: 'scheduled', publishAt: releaseAt }));
    renderApp('/user/media/m1');

    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === `Approved. This song goes live on ${formatReleaseTime(releaseAt)}.`,
      ),
    ).toBeInTheDocument();
    const dialog = await openEdit();
    const field = within(dialog).getByLabelText(/^Release date and time/);
    expect(field).toHaveValue(utcToLocalInput(releaseAt));
    expect(field).toHaveAccessibleDescription(/clear it to release it now\.$/);

    await userEvent.clear(field);
    await userEvent.type(field, '2099-12-24T18:30');
    // Only the release time changed: nothing goes back to review.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ publishAt: new Date(2099, 11, 24, 18, 30).toISOString() });
  });

  it('sets a release time on a pending item and clears it again', async () => {
    const { calls } = serve(album({ adminStatus: 'pending', publishAt: '' }));
    renderApp('/user/media/m1');

    let dialog = await openEdit();
    await userEvent.type(
      within(dialog).getByLabelText(/^Release date and time/),
      '2099-12-01T06:00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    const sent = new Date(2099, 11, 1, 6, 0).toISOString();
    expect(calls.filter((c) => c.method === 'PATCH')[0].body).toEqual({ publishAt: sent });
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            `Waiting for review. Once approved, this song goes live on ${formatReleaseTime(sent)}.`,
      ),
    ).toBeInTheDocument();

    dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText(/^Release date and time/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1].body).toEqual({ publishAt: '' });
  });

  it('refuses a time in the past without a call, and shows the server’s refusal on the field', async () => {
    const { calls } = serve(album({ adminStatus: 'rejected', statusReason: 'Too quiet.' }), () =>
      fail(400, 'Please fix the highlighted fields.', {
        publishAt: { code: 'released', message: 'This item is already released' },
      }),
    );
    renderApp('/user/media/m1');
    const dialog = await openEdit();
    const field = within(dialog).getByLabelText(/^Release date and time/);

    await userEvent.type(field, '2020-01-01T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('The release time must be in the future'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '2099-01-01T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This item is already released')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fix the highlighted fields.',
    );
  });

  it('offers no release time once the item is live', async () => {
    serve(album({ adminStatus: 'active' }));
    renderApp('/user/media/m1');
    const dialog = await openEdit();
    expect(within(dialog).queryByLabelText(/^Release date and time/)).not.toBeInTheDocument();
  });
});
