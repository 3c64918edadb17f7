import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { testEpisode, testMedia } from '@/test/media-fixtures';
import { testUser } from '@/test/user-fixtures';
import { renderApp } from '@/test/render-app';
import type { MediaRevision, MediaWithEpisodes } from '@/types/media';

const user = testUser({ name: 'Grace Okafor', isCreator: true });
const LIVE_MESSAGE =
  'Your changes were sent for review. The published version stays live until they are approved.';

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

const podcast = (overrides: Partial<MediaWithEpisodes> = {}) =>
  testMedia({
    type: 'podcast',
    title: 'Quiet Waters',
    genre: { _id: 'g1', title: 'Worship' },
    description: 'Stillness for busy mornings.',
    episodes: [
      testEpisode(1, { title: 'Still Waters' }),
      testEpisode(2, { title: 'Green Pastures' }),
    ],
    ...overrides,
  });

/** serve answers the item page's calls; a PATCH of the live item holds the edit as a revision. */
function serve(start: MediaWithEpisodes) {
  let item = start;
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/genres': () =>
      ok({
        data: [
          { _id: 'g1', title: 'Worship' },
          { _id: 'g2', title: 'Teaching' },
        ],
      }),
    'GET /api/media/audio-categories': () => ok([]),
    'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 10 }),
    'GET /api/media/m1': () => ok({ media: item }),
    'PATCH /api/media/m1': (call) => {
      const body = call.body as Record<string, string>;
      item = {
        ...item,
        revision: {
          submittedAt: '2025-08-20T09:30:00.000Z',
          fields: Object.keys(body),
          values: body,
          episodes: [],
        },
      };
      return ok({ media: item }, LIVE_MESSAGE);
    },
  });
}

const longDescription =
  'Fifteen minutes of scripture and quiet for the start of the day: a psalm read slowly, a short reflection and a prayer to carry into the morning, every weekday.';

describe('an approved item with changes waiting', () => {
  it('says the published version stays live and lists what changed in words', async () => {
    const revision: MediaRevision = {
      submittedAt: '2025-08-20T09:30:00.000Z',
      fields: ['title', 'description', 'coverArt', 'genre'],
      values: {
        title: 'Quiet Waters at Dawn',
        description: longDescription,
        coverArt: true,
        genre: 'g2',
      },
      episodes: [
        { id: 'e7', title: 'Beside the Stream', new: true, fields: [], values: {} },
        {
          id: 'e2',
          title: 'Green Pastures',
          new: false,
          fields: ['title'],
          values: { title: 'Pastures' },
        },
      ],
    };
    serve(podcast({ revision }));
    renderApp('/user/media/m1');

    const notice = await screen.findByRole('status', { name: /Changes waiting for review/ });
    // The page still shows the live version.
    expect(screen.getByRole('heading', { level: 1, name: 'Quiet Waters' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Your published version stays live until an admin approves these changes.',
    );
    expect(within(notice).getByText(/Sent Aug 20, 2025/)).toBeInTheDocument();
    // The new genre is named once the genres (the edit screen's) have loaded.
    expect(await within(notice).findByText('— “Teaching”')).toBeInTheDocument();
    const items = within(notice)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toBe('Title — “Quiet Waters at Dawn”');
    // A long description is quoted only in part.
    expect(items[1]).toMatch(/^Description — “Fifteen minutes of scripture .*…”$/);
    expect(items[1]!.length).toBeLessThan(longDescription.length);
    expect(items.slice(2)).toEqual([
      'Cover art',
      'Genre — “Teaching”',
      'New episode: Beside the Stream',
      'Episode 2: title — “Pastures”',
    ]);
  });

  it('shows nothing of the kind without a revision', async () => {
    serve(podcast({ revision: null }));
    renderApp('/user/media/m1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiet Waters' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Changes waiting for review')).not.toBeInTheDocument();
  });

  it('toasts the server’s message after an edit of the live item, which stays on the page', async () => {
    const { calls } = serve(podcast());
    renderApp('/user/media/m1');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit podcast' });
    expect(dialog).toHaveTextContent(
      'This podcast is live. Saving sends your changes for review; listeners keep the published version until an admin approves them.',
    );
    const title = within(dialog).getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Quiet Waters at Dawn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and send for review' }));

    expect(await screen.findByText(LIVE_MESSAGE)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'Quiet Waters at Dawn',
    });
    const notice = await screen.findByRole('status', { name: /Changes waiting for review/ });
    expect(within(notice).getByText('Title')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Title — “Quiet Waters at Dawn”');
    expect(screen.getByRole('heading', { level: 1, name: 'Quiet Waters' })).toBeInTheDocument();
  });
});
