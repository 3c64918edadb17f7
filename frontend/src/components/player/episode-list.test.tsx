import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPb, saveAdminSession, saveUserSession, userPb } from '@/lib/pocketbase';
import { fakeJwt, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { EpisodeList, type ListedEpisode } from '@/components/player/episode-list';
import { NOT_STREAMABLE } from '@/components/player/use-episode-player';

const stream = (id: string, token = 't') => `/api/media/episodes/${id}/stream?token=${token}`;

function episode(position: number, title: string, streamUrl?: string): ListedEpisode {
  return {
    _id: `e${position}`,
    mediaId: 'm1',
    position,
    title,
    description: '',
    duration: 3600,
    adminStatus: 'active',
    plays: 0,
    streamUrl,
  };
}

// The list's own <audio> (the app's player, data-player, may be in the document too).
const audio = () => document.querySelector('audio:not([data-player])')!;
const fileTokenCalls = (calls: MockCall[]) => calls.filter((c) => c.url.includes('/api/files/'));

let played: string[];
beforeEach(() => {
  played = [];
  // The test DOM plays no media: record the source and say it started.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this.getAttribute('src') ?? '');
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(userPb.files, 'getToken');
  vi.spyOn(adminPb.files, 'getToken');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
  adminPb.authStore.clear();
});

describe('EpisodeList', () => {
  it("plays the episode's signed stream URL, never a file token", async () => {
    saveUserSession(fakeJwt(), { _id: 'u1', name: 'Grace', email: 'g@x' } as never);
    const { calls } = mockFetch({});
    render(
      <EpisodeList
        episodes={[episode(1, 'Part one', stream('e1')), episode(2, 'Part two', stream('e2'))]}
        episodeLabel="Part"
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Play Part two' }));

    expect(audio().getAttribute('src')).toBe(stream('e2'));
    expect(played).toEqual([stream('e2')]);
    expect(await screen.findByRole('button', { name: 'Pause Part two' })).toBeInTheDocument();
    expect(screen.getByText('Part 2: Part two')).toBeInTheDocument();
    expect(userPb.files.getToken).not.toHaveBeenCalled();
    expect(adminPb.files.getToken).not.toHaveBeenCalled();
    expect(fileTokenCalls(calls)).toEqual([]);
  });

  it("plays the admin's signed stream URL in the admin's list, without a file token", async () => {
    saveAdminSession(fakeJwt(), { _id: 'a1', name: 'Ruth', email: 'r@x' } as never);
    const { calls } = mockFetch({});
    render(
      <EpisodeList
        episodes={[episode(1, 'Track one', stream('e1', 'admin'))]}
        episodeLabel="Track"
        auth="admin"
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Play Track one' }));

    expect(audio().getAttribute('src')).toBe(stream('e1', 'admin'));
    expect(adminPb.files.getToken).not.toHaveBeenCalled();
    expect(userPb.files.getToken).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('disables the play button of an episode without a stream URL and says why', () => {
    mockFetch({});
    render(
      <EpisodeList
        episodes={[episode(1, 'Part one', stream('e1')), episode(2, 'Part two')]}
        episodeLabel="Part"
      />,
    );

    const unplayable = screen.getByRole('button', { name: 'Play Part two' });
    expect(unplayable).toBeDisabled();
    expect(unplayable).toHaveAccessibleDescription(NOT_STREAMABLE);
    const playable = screen.getByRole('button', { name: 'Play Part one' });
    expect(playable).toBeEnabled();
    expect(playable).not.toHaveAccessibleDescription();
  });

  it('plays the next streamable episode at the end of one', async () => {
    mockFetch({});
    render(
      <EpisodeList
        episodes={[
          episode(1, 'Part one', stream('e1')),
          episode(2, 'Part two'),
          episode(3, 'Part three', stream('e3')),
        ]}
        episodeLabel="Part"
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Play Part one' }));
    fireEvent.ended(audio());

    await waitFor(() => expect(played).toEqual([stream('e1'), stream('e3')]));
    expect(audio().getAttribute('src')).toBe(stream('e3'));
    expect(userPb.files.getToken).not.toHaveBeenCalled();
  });

  it('loads the same stream again, then asks GET /api/media/{id} once for a fresh URL', async () => {
    saveAdminSession(fakeJwt(), { _id: 'a1', name: 'Ruth', email: 'r@x' } as never);
    const fresh = stream('e1', 'fresh');
    const { calls } = mockFetch({
      'GET /api/media/m1': () =>
        ok({ media: { _id: 'm1', episodes: [{ _id: 'e1', streamUrl: fresh }] } }),
    });
    render(
      <EpisodeList
        episodes={[episode(1, 'Track one', stream('e1', 'revoked'))]}
        episodeLabel="Track"
        auth="admin"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Track one' }));

    const el = audio();
    Object.defineProperty(el, 'error', {
      configurable: true,
      get: () => ({ code: 2 }), // MEDIA_ERR_NETWORK
    });
    fireEvent.error(el);
    // First the same URL again: an expired signed redirect is signed afresh.
    await waitFor(() => expect(played).toEqual([stream('e1', 'revoked'), stream('e1', 'revoked')]));
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);

    // Failing again at once, it asks for a fresh URL.
    fireEvent.error(el);
    await waitFor(() => expect(el.getAttribute('src')).toBe(fresh));
    expect(played).toEqual([stream('e1', 'revoked'), stream('e1', 'revoked'), fresh]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/media/m1']);
    expect(calls[0].headers.Authorization).toMatch(/^Bearer /);
    expect(adminPb.files.getToken).not.toHaveBeenCalled();

    // The fresh one failing too is not asked again: the list stops and says so.
    fireEvent.error(el);
    expect(await screen.findByRole('button', { name: 'Play Track one' })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });
});
