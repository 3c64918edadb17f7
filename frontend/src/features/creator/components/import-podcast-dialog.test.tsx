import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { testUser } from '@/test/user-fixtures';
import type { FeedImport } from '@/features/creator/utils/feed-import';

type Answer = ReturnType<typeof ok> | ReturnType<typeof fail>;

const emptyPage = {
  data: [],
  total: 0,
  page: 1,
  limit: 10,
  stats: { total: 0, approved: 0, pending: 0, rejected: 0, totalPlays: 0, monthlyPlays: 0 },
};

const progress = (over: Partial<FeedImport>): FeedImport => ({
  status: 'importing',
  done: 0,
  total: 0,
  errors: [],
  mediaId: '',
  ...over,
});

/** serve answers the podcasts page, the import's start and each poll in turn (the last repeats). */
function serve(polls: FeedImport[], start: () => Answer = () => ok({ importId: 'imp 1' })) {
  let poll = 0;
  return mockFetch({
    'GET /api/users/me': () => ok({ user: testUser({ isCreator: true }) }),
    'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
    'GET /api/media/audio-categories': () => ok([]),
    'GET /api/media/user-media/': () => ok(emptyPage),
    'POST /api/media/import-feed': start,
    'GET /api/media/imports/imp%201': () => ok(polls[Math.min(poll++, polls.length - 1)]),
  });
}

const listCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/media/user-media/')).length;

beforeEach(() => saveUserSession(fakeJwt(), testUser({ isCreator: true })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('Import a podcast', () => {
  it('checks the URL, shows the server refusal under the field, then the progress and the outcome', async () => {
    let refuse = true;
    const { calls } = serve(
      [
        progress({ status: 'fetching' }),
        progress({ done: 1, total: 3, mediaId: 'm1' }),
        progress({
          status: 'done',
          done: 3,
          total: 3,
          mediaId: 'm1',
          errors: [{ title: 'Broken Episode', guid: 'g3', reason: 'The audio file answered 404' }],
        }),
      ],
      () =>
        refuse
          ? fail(400, 'Please check the feed URL.', {
              url: { code: 'private', message: 'This address is on a private network' },
            })
          : { ...ok({ importId: 'imp 1' }), status: 202 },
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/podcasts');

    await user.click(await screen.findByRole('button', { name: 'Import a podcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a podcast' });
    expect(dialog).toHaveAccessibleDescription(
      'Paste the RSS address of your podcast on another host. Every episode keeps its guid and date, so subscribers will not download them again.',
    );
    const field = within(dialog).getByLabelText('Feed URL');
    expect(field).toHaveAttribute('placeholder', 'https://example.com/feed.xml');
    expect(field).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText("Please enter the address of the podcast's RSS feed"),
    ).toBeVisible();
    await user.type(field, 'example.com/feed.xml');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(
        "Please enter the address of the podcast's RSS feed, like https://example.com/feed.xml",
      ),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'http://10.0.0.5/feed.xml');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('This address is on a private network')).toBeVisible();
    expect(field).toHaveAccessibleDescription('This address is on a private network');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ url: 'http://10.0.0.5/feed.xml' });
    expect(post.headers.Authorization).toMatch(/^Bearer /);

    refuse = false;
    await user.clear(field);
    await user.type(field, '  https://example.com/feed.xml ');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      url: 'https://example.com/feed.xml',
    });

    // The id goes into the URL, so a reload shows the progress again.
    expect(await within(dialog).findByText('Reading the feed...')).toBeVisible();
    expect(router.state.location.search).toBe('?import=imp+1');
    // No figure until the feed's episodes are counted.
    expect(
      within(dialog).getByRole('progressbar', { name: 'Import progress' }),
    ).not.toHaveAttribute('aria-valuenow');
    expect(
      await within(dialog).findByText('Imported 1 of 3 episodes', undefined, { timeout: 4000 }),
    ).toBeVisible();
    const bar = within(dialog).getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuetext', 'Imported 1 of 3 episodes');

    const listsBefore = listCalls(calls);
    expect(
      await within(dialog).findByRole(
        'heading',
        { name: 'Your podcast was imported and is waiting for review' },
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/^Imported 2 of 3 episodes\./)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'View podcast' })).toHaveAttribute(
      'href',
      '/user/media/m1',
    );
    const failed = within(dialog).getByRole('region', { name: '1 episode could not be imported' });
    expect(within(failed).getByText('Broken Episode')).toBeVisible();
    expect(within(failed).getByText('The audio file answered 404')).toBeVisible();
    // The list behind asks again, so the new podcast shows in it.
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(listsBefore));
    // No more polling once done.
    const polls = calls.filter((c) => c.url.startsWith('/api/media/imports/')).length;
    await new Promise((r) => setTimeout(r, 1700));
    expect(calls.filter((c) => c.url.startsWith('/api/media/imports/')).length).toBe(polls);

    // Closing a finished import forgets it.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: 'Podcast import' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows a failed import again after a reload, with its reasons', async () => {
    serve([
      progress({
        status: 'failed',
        errors: [{ title: '', guid: '', reason: 'The feed is not RSS' }],
      }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp('/user/podcasts?import=imp%201');

    const dialog = await screen.findByRole('dialog', { name: 'Import a podcast' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Your podcast could not be imported' }),
    ).toBeVisible();
    expect(within(dialog).getByText('The feed is not RSS')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Try another feed' }));
    expect(await within(dialog).findByLabelText('Feed URL')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('keeps a running import on the page when the dialog is closed, and says when it ends', async () => {
    serve([
      progress({ done: 1, total: 2, mediaId: 'm1' }),
      progress({ status: 'done', done: 2, total: 2, mediaId: 'm1' }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp('/user/podcasts?import=imp%201');

    const dialog = await screen.findByRole('dialog', { name: 'Import a podcast' });
    expect(await within(dialog).findByText('Imported 1 of 2 episodes')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continue in background' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?import=imp%201');

    const banner = screen.getByRole('region', { name: 'Podcast import' });
    expect(within(banner).getByText('Importing your podcast')).toBeVisible();
    expect(
      await screen.findByText('Podcast imported. It is waiting for review.', undefined, {
        timeout: 4000,
      }),
    ).toBeVisible();
    expect(within(banner).getByText(/Your podcast was imported/)).toBeVisible();

    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Podcast import' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  }, 15_000);
});
