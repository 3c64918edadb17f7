import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { player } from '@/components/player/player-store';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { testEpisode, testMedia } from '@/test/media-fixtures';
import { testUser } from '@/test/user-fixtures';
import type { Episode, Media, MediaWithEpisodes } from '@/types/media';

const user = testUser({ name: 'Ruth Bennett', email: 'ruth@example.com' });

function episode(position: number, title: string, duration: number, resumeAt = 0): Episode {
  return testEpisode(position, { title, duration, resumeAt, format: 'wav' });
}

function media(overrides: Partial<MediaWithEpisodes> = {}): MediaWithEpisodes {
  return testMedia({
    title: 'Morning Praise',
    description: 'Songs for the first hour of the day.',
    type: 'album',
    genre: { _id: 'g1', title: 'Worship' },
    likes: 2,
    plays: 40,
    duration: 250,
    episodeCount: 2,
    noOfEpisodes: 2,
    episodes: [episode(1, 'Great Is Thy Faithfulness', 190, 65), episode(2, 'This Is the Day', 60)],
    liked: false,
    ...overrides,
  });
}

beforeEach(() => {
  saveUserSession(fakeJwt(), user);
  // The test DOM plays no audio: the element just has to accept the calls.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  act(() => player.stop());
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('/app browse', () => {
  it('searches on the server, debounced, with the search in the URL', async () => {
    const found: Media = media({ title: 'Born Again', type: 'sermon', preacher: 'Pastor Daniel' });
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
      'GET /api/media/continue-listening': () => ok({ data: [] }),
      'GET /api/media/browse': (call) =>
        ok({
          data: call.url.includes('search=') ? [found] : [media()],
          total: 1,
          page: 1,
          limit: 20,
        }),
    });
    const { router } = renderApp('/app');
    expect(await screen.findByRole('link', { name: /Morning Praise/ })).toHaveAttribute(
      'href',
      '/app/media/m1',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'john 3');
    expect(await screen.findByRole('link', { name: /Born Again/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=john+3');
    const searches = calls.filter(
      (c) => c.url.startsWith('/api/media/browse?') && c.url.includes('search='),
    );
    // One request for the whole word, not one per key.
    expect(searches).toHaveLength(1);
    expect(searches[0].url).toContain('search=john%203');
    expect(screen.getByText('Pastor Daniel', { exact: false })).toBeInTheDocument();
  });

  it('the Sermons tab offers a passage search and sends it', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/genres': () => ok({ data: [] }),
      'GET /api/media/continue-listening': () => ok({ data: [] }),
      'GET /api/media/browse': () => ok({ data: [], total: 0, page: 1, limit: 20 }),
    });
    const { router } = renderApp('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'Sermons' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bible passage' }), 'John 3');
    await waitFor(() => expect(router.state.location.search).toBe('?type=sermons&passage=John+3'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.includes('type=sermon&') && c.url.includes('passage=John%203')),
      ).toBe(true),
    );
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });
});

describe('/app/media/:id', () => {
  it('shows the item, likes it and plays a track in the bar', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/m1': () => ok({ media: media() }),
      'POST /api/media/m1/like': () => ok({ liked: true, likes: 3 }),
    });
    renderApp('/app/media/m1');
    expect(await screen.findByRole('heading', { name: 'Morning Praise' })).toBeInTheDocument();
    expect(screen.getByText('3:10')).toBeInTheDocument();
    expect(screen.getByText('Resume at 1:05')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Like, 2 likes' }));
    const unlike = await screen.findByRole('button', { name: 'Unlike, 3 likes' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/media/m1/like')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Play This Is the Day' }));
    const bar = await screen.findByRole('region', { name: 'Now playing' });
    expect(within(bar).getByRole('link', { name: 'This Is the Day' })).toHaveAttribute(
      'href',
      '/app/media/m1',
    );
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Playback speed: 1x' })).toBeInTheDocument();
    const audio = document.querySelector<HTMLAudioElement>('audio[data-player]');
    expect(audio?.getAttribute('src')).toBe('/api/media/episodes/e2/stream?token=t');
    expect(audio?.preload).toBe('none');
    // Next is the end of the queue; previous goes back to track 1.
    expect(within(bar).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('draws the waveform as the seek bar when the track has peaks', async () => {
    const peaks = Array.from({ length: 1000 }, (_, i) => (i * 7) % 101);
    const item = media();
    item.episodes[1] = { ...item.episodes[1], peaks };
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/m1': () => ok({ media: item }),
    });
    renderApp('/app/media/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Play This Is the Day' }));
    const bar = await screen.findByRole('region', { name: 'Now playing' });
    const waveform = within(bar).getByTestId('waveform');
    const seek = within(waveform).getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 1:00');
    // Arrow keys move 5 s.
    seek.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(player.getState().currentTime).toBe(10);
    await userEvent.keyboard('{ArrowLeft}');
    expect(player.getState().currentTime).toBe(5);
    expect(seek).toHaveValue('5');
  });

  it('keeps the plain slider without peaks and draws the waveform once they are measured', async () => {
    const item = media();
    item.episodes[1] = { ...item.episodes[1], peaks: null };
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/m1': () => ok({ media: item }),
    });
    renderApp('/app/media/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Play This Is the Day' }));
    const bar = await screen.findByRole('region', { name: 'Now playing' });
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(within(bar).queryByTestId('waveform')).not.toBeInTheDocument();

    act(() => player.refreshPeaks([{ _id: 'e2', peaks: [10, 50, 100] }]));
    expect(within(bar).getByTestId('waveform')).toBeInTheDocument();
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
  });

  it('a podcast shows its RSS feed', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/m1': () => ok({ media: media({ type: 'podcast', title: 'Daily Bread' }) }),
    });
    renderApp('/app/media/m1');
    expect(await screen.findByRole('textbox', { name: 'RSS feed link' })).toHaveValue(
      `${window.location.origin}/api/feeds/podcasts/m1.xml`,
    );
    expect(screen.getByRole('button', { name: 'Copy feed link' })).toBeInTheDocument();
  });

  it('says so when the item is not available', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/m1': () => fail(404, "The requested resource wasn't found."),
    });
    renderApp('/app/media/m1');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});

describe('/app/settings', () => {
  it('validates the profile and the password forms', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/users/messages': () => ok({ data: [], totalCount: 0 }),
    });
    renderApp('/app/settings');
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please enter your current password')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('changes the password and keeps the session with the new token', async () => {
    const newToken = fakeJwt(7200);
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/users/messages': () => ok({ data: [], totalCount: 0 }),
      'POST /api/users/change-password': () =>
        ok({ token: newToken }, 'Your password has been changed'),
    });
    renderApp('/app/settings');
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(userPb.authStore.token).toBe(newToken);
    expect(calls.find((c) => c.url === '/api/users/change-password')?.body).toEqual({
      currentPassword: 'old-password-1',
      password: 'new-password-1',
    });
    // Still on the page: no second check of the session under the new token.
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/users/me')).toHaveLength(1);
  });

  it('shows messages from admins with sender and date', async () => {
    mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/users/messages': () =>
        ok({
          data: [
            {
              _id: 'x1',
              text: 'Welcome to Selah!',
              from: { name: 'Esther Admin' },
              readAt: null,
              createdAt: '2025-09-01T10:00:00.000Z',
            },
          ],
          totalCount: 1,
        }),
    });
    renderApp('/app/settings');
    expect(await screen.findByText('Welcome to Selah!')).toBeInTheDocument();
    expect(screen.getByText('Esther Admin')).toBeInTheDocument();
    expect(screen.getByText('Sep 1, 2025', { exact: false })).toBeInTheDocument();
  });
});
