import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFileTokens } from '@/lib/file-token';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { testEpisode, testMedia } from '@/test/media-fixtures';
import { renderApp } from '@/test/render-app';
import { PROCESSING_POLL_MS } from '@/components/episode-processing/processing';
import type { Episode, MediaWithEpisodes } from '@/types/media';

const user = {
  _id: 'c1',
  name: 'Grace Okafor',
  email: 'grace@example.com',
  accountStatus: 'active' as const,
  isPremiumUser: false,
  createdAt: '2025-08-18 10:00:00.000Z',
};

const loudness = { input: -30.24, output: -16.01, inputTruePeak: -0.3, outputTruePeak: -1 };

function sermon(episodes: Episode[]): MediaWithEpisodes {
  return testMedia({ type: 'sermon', title: 'Walking by Faith', episodes });
}

const waiting = testEpisode(1, { title: 'Part one', processing: 'pending', processingProgress: 0 });
const running = testEpisode(2, {
  title: 'Part two',
  processing: 'pending',
  processingProgress: 42,
});
const ready = testEpisode(3, { title: 'Part three', processing: 'done', loudness });
const failed = testEpisode(4, {
  title: 'Part four',
  processing: 'failed',
  processingError: 'This file is not audio we can read. Upload it again as MP3, WAV or FLAC.',
});

function serve(
  item: () => MediaWithEpisodes,
  extra: Parameters<typeof mockFetch>[0] = {},
): ReturnType<typeof mockFetch> {
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/m1': () => ok({ media: item() }),
    ...extra,
  });
}

const row = (title: string) =>
  screen.getByRole('button', { name: `Play ${title}` }).closest('li') as HTMLElement;
const itemGets = (calls: ReturnType<typeof mockFetch>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/media/m1')).length;

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetFileTokens();
  userPb.authStore.clear();
});

describe("the creator's item page: processing", () => {
  it('shows each episode waiting, processing, ready with its loudness, or failed', async () => {
    serve(() => sermon([waiting, running, ready, failed]));
    renderApp('/user/media/m1');
    await screen.findByRole('heading', { name: 'Walking by Faith' });

    expect(within(row('Part one')).getByText('Waiting to be processed')).toBeInTheDocument();
    expect(within(row('Part one')).queryByRole('progressbar')).toBeNull();

    expect(within(row('Part two')).getByText('Processing… 42%')).toBeInTheDocument();
    expect(
      within(row('Part two')).getByRole('progressbar', { name: 'Processing Part two' }),
    ).toHaveAttribute('aria-valuenow', '42');

    const done = row('Part three');
    expect(within(done).getByText('Ready')).toBeInTheDocument();
    expect(within(done).getByText('Loudness: −30.2 → −16.0 LUFS')).toBeInTheDocument();
    expect(within(done).getByText('True peak: −0.3 → −1.0 dBTP')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Try again/ })).toBeNull();

    const bad = row('Part four');
    expect(within(bad).getByText(failed.processingError!)).toBeInTheDocument();
    expect(
      within(bad).getByRole('button', { name: 'Try again: process Part four' }),
    ).toBeInTheDocument();

    for (const title of ['Part one', 'Part two', 'Part three', 'Part four'])
      expect(
        within(row(title)).getByRole('button', { name: `Download original of ${title}` }),
      ).toBeInTheDocument();
  });

  it('shows nothing of processing when the server sends none', async () => {
    serve(() => sermon([testEpisode(1, { title: 'Part one' })]));
    renderApp('/user/media/m1');
    await screen.findByRole('heading', { name: 'Walking by Faith' });
    expect(screen.queryByRole('button', { name: /Download original/ })).toBeNull();
    expect(screen.queryByText('Ready')).toBeNull();
  });

  it('asks for the item again while an episode is pending, until it is ready', async () => {
    let gets = 0;
    const { calls } = serve(() => {
      gets += 1;
      return sermon([gets === 1 ? running : { ...running, processing: 'done', loudness }]);
    });
    renderApp('/user/media/m1');
    expect(await screen.findByText('Processing… 42%')).toBeInTheDocument();
    expect(
      await screen.findByText('Ready', {}, { timeout: PROCESSING_POLL_MS * 3 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loudness: −30.2 → −16.0 LUFS')).toBeInTheDocument();
    expect(itemGets(calls)).toBe(2);
  });

  it('starts a failed episode again with Try again, says so and follows it', async () => {
    let state: Episode = failed;
    const { calls } = serve(() => sermon([state]), {
      'POST /api/media/episodes/e4/reprocess': () => {
        state = { ...failed, processing: 'pending', processingProgress: 0, processingError: '' };
        return {
          status: 202,
          body: { success: true, message: 'Processing started', data: { episode: state } },
        };
      },
    });
    renderApp('/user/media/m1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try again: process Part four' }),
    );
    expect(await screen.findByText('Processing started')).toBeInTheDocument();
    expect(await screen.findByText('Waiting to be processed')).toBeInTheDocument();
    expect(screen.queryByText(failed.processingError!)).toBeNull();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/media/episodes/e4/reprocess');
    expect(post.headers.Authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(itemGets(calls)).toBeGreaterThanOrEqual(2));
  });

  it("says the server's sentence when the episode is already being processed", async () => {
    serve(() => sermon([failed]), {
      'POST /api/media/episodes/e4/reprocess': () =>
        fail(409, 'This episode is already being processed'),
    });
    renderApp('/user/media/m1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try again: process Part four' }),
    );
    expect(await screen.findByText('This episode is already being processed')).toBeInTheDocument();
  });

  it('downloads the original through a link carrying a fresh file token', async () => {
    serve(() => sermon([ready]));
    vi.spyOn(userPb.files, 'getToken').mockResolvedValue('file-token-1');
    const followed: string[] = [];
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement) {
        event.preventDefault(); // the test DOM does not navigate
        followed.push(event.target.getAttribute('href') ?? '');
      }
    };
    document.addEventListener('click', onClick);
    try {
      renderApp('/user/media/m1');
      await userEvent.click(
        await screen.findByRole('button', { name: 'Download original of Part three' }),
      );
      await waitFor(() =>
        expect(followed).toEqual(['/api/media/episodes/e3/original?token=file-token-1']),
      );
      expect(userPb.files.getToken).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });

  it('says so when no file token can be had', async () => {
    serve(() => sermon([ready]));
    vi.spyOn(userPb.files, 'getToken').mockRejectedValue(new Error('offline'));
    renderApp('/user/media/m1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download original of Part three' }),
    );
    expect(
      await screen.findByText('The original file could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
