import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { player } from '@/components/player/player-store';
import { testUser } from '@/test/user-fixtures';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { stubClipboard } from '@/test/clipboard';
import { creatorPage, publicMedia } from '@/test/public-fixtures';

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // The test DOM plays no audio: the element just has to accept the calls.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  act(() => player.stop());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
  document.documentElement.classList.remove('dark');
});

function guestRoutes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/public/media/m1': () => ok({ media: publicMedia() }),
    'GET /api/public/creators/c1': () => ok(creatorPage()),
    ...extra,
  });
}

const audio = () => document.querySelector<HTMLAudioElement>('audio[data-player]');

describe('/m/:id for a visitor who is not signed in', () => {
  it('shows the item with its creator, sermon details and sign-in links, asked as a guest', async () => {
    const { calls } = guestRoutes();
    renderApp('/m/m1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'On the Mount' }),
    ).toBeInTheDocument();
    expect(
      calls.find((c) => c.url === '/api/public/media/m1')?.headers.Authorization,
    ).toBeUndefined();
    expect(document.title).toBe('On the Mount · Miriam Access | Selah');

    const about = screen.getByRole('complementary');
    expect(within(about).getByText('Pastor Daniel')).toBeInTheDocument();
    expect(within(about).getByText('The Beatitudes', { selector: 'dd' })).toBeInTheDocument();
    expect(within(about).getByText('Matthew 5:1-12')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Miriam Access' })[0]).toHaveAttribute(
      'href',
      '/c/c1',
    );

    // Liking and following ask the visitor to sign in, and come back here afterwards.
    expect(screen.getByRole('link', { name: 'Sign in to like, 4 likes' })).toHaveAttribute(
      'href',
      '/login?next=%2Fm%2Fm1',
    );
    expect(await screen.findByRole('link', { name: 'Sign in to follow' })).toHaveAttribute(
      'href',
      '/login?next=%2Fm%2Fm1',
    );
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toBeInTheDocument();

    // The sermon's feeds: all of the creator's sermons, and its own series.
    expect(
      screen.getByRole('link', { name: 'Follow in a podcast app (The Beatitudes)' }),
    ).toHaveAttribute('href', `podcast://${location.host}/api/feeds/series/c1/the-beatitudes.xml`);
  });

  it('plays an episode in the bar with its guest stream URL, the bar linking back here', async () => {
    guestRoutes();
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Salt and Light' }));
    const bar = await screen.findByRole('region', { name: 'Now playing' });
    expect(within(bar).getByRole('link', { name: 'Salt and Light' })).toHaveAttribute(
      'href',
      '/m/m1',
    );
    expect(audio()?.getAttribute('src')).toBe('/api/media/episodes/e2/stream?guest=g2');
  });

  it('starts ?episode= at ?t= when the browser lets it play', async () => {
    guestRoutes();
    renderApp('/m/m1?episode=e2&t=90');
    await screen.findByRole('heading', { level: 1, name: 'On the Mount' });
    await waitFor(() => expect(player.getState().media?._id).toBe('m1'));
    const state = player.getState();
    expect(state.queue[state.index]._id).toBe('e2');
    expect(state.currentTime).toBe(90);
    expect(audio()?.getAttribute('src')).toBe('/api/media/episodes/e2/stream?guest=g2');
    expect(play).toHaveBeenCalledTimes(1);
    // The named episode titles the tab, as the server's head does.
    expect(document.title).toBe('Salt and Light – On the Mount · Miriam Access | Selah');
  });

  it('offers "Play from 1:30" when the browser blocks sound before a click, and plays from there', async () => {
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    guestRoutes();
    renderApp('/m/m1?t=90');
    const button = await screen.findByRole('button', { name: 'Play from 1:30' });
    expect(player.getState().playing).toBe(false);
    expect(player.getState().currentTime).toBe(90);
    await userEvent.click(button);
    expect(play).toHaveBeenCalledTimes(2);
    expect(player.getState().currentTime).toBe(90);
    expect(audio()?.getAttribute('src')).toBe('/api/media/episodes/e1/stream?guest=g1');
  });

  it('clamps a ?t= past the end to the last second of the episode', async () => {
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    guestRoutes();
    renderApp('/m/m1?t=9999');
    expect(await screen.findByRole('button', { name: 'Play from 2:29' })).toBeInTheDocument();
  });

  it('leaves the player alone when something else is already playing', async () => {
    guestRoutes();
    act(() =>
      player.playQueue(
        { _id: 'other', title: 'Other', type: 'album', artist: 'Someone', cover: '' },
        [{ _id: 'x1', title: 'Hymn', position: 1, duration: 60, streamUrl: '/x', resumeAt: 0 }],
      ),
    );
    // The element says it plays: the 'play' event is what the store listens to.
    act(() => {
      audio()?.dispatchEvent(new Event('play'));
    });
    renderApp('/m/m1?t=90');
    expect(await screen.findByRole('button', { name: 'Play from 1:30' })).toBeInTheDocument();
    expect(player.getState().media?._id).toBe('other');
  });

  it('shows the 404 screen for an item that is not public', async () => {
    mockFetch({ 'GET /api/public/media/gone': () => fail(404, 'Media not found.') });
    renderApp('/m/gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not available' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Not found | Selah');
  });
});

describe('share on /m/:id', () => {
  it('copies the page link, and says so', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    guestRoutes();
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    // No Web Share API in this browser: no "Share…" entry.
    expect(screen.queryByRole('menuitem', { name: 'Share…' })).not.toBeInTheDocument();
    // Nothing plays yet: no link at a time.
    expect(screen.queryByRole('menuitem', { name: /Copy link at/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/m/m1`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('copies the link at the time the player is at, when it is this item', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    guestRoutes();
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Salt and Light' }));
    act(() => player.seek(149.6));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link at 2:29' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/m/m1?episode=e2&t=149`);
    expect(await screen.findByText('Link at 2:29 copied')).toBeInTheDocument();
  });

  it('copies the embed code GET /api/oembed gives, or builds the same when it gives none', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    const served = '<iframe src="https://selah.example/embed/media/m1" title="x"></iframe>';
    const { calls } = guestRoutes({
      'GET /api/oembed': () => ({ raw: JSON.stringify({ type: 'rich', html: served }) }),
    });
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy embed code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(served));
    const asked = calls.find((c) => c.url.startsWith('/api/oembed?'));
    expect(new URL(asked!.url, location.origin).searchParams.get('url')).toBe(
      `${location.origin}/m/m1`,
    );
    expect(await screen.findByText('Embed code copied')).toBeInTheDocument();
  });

  it('builds the embed code itself when the server has none to give', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    guestRoutes({ 'GET /api/oembed': () => fail(404, 'Not found.') });
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy embed code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0][0]).toBe(
      `<iframe src="${location.origin}/embed/media/m1" title="On the Mount on Selah" width="100%" ` +
        'height="260" style="border:0;border-radius:12px" loading="lazy" allow="autoplay; encrypted-media"></iframe>',
    );
  });

  it('says so when the browser refuses the clipboard', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    guestRoutes();
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(
      await screen.findByText('Could not copy. Your browser did not allow it.'),
    ).toBeInTheDocument();
  });

  it('opens the system share sheet where the browser has one', async () => {
    const share = vi.fn(async () => {});
    // onLine is an own value too: a DOM's getter may refuse a receiver that is not its Navigator, and
    // the offline reports' timer may read it while this stub stands.
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { share: { value: share }, onLine: { value: navigator.onLine } }),
    );
    guestRoutes();
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: 'On the Mount', url: `${location.origin}/m/m1` });
  });
});

describe('/m/:id for a signed-in listener', () => {
  const user = testUser();

  it('asks with the token, offers the app, likes, and follows the creator', async () => {
    saveUserSession(fakeJwt(), user);
    const { calls } = mockFetch({
      'GET /api/public/media/m1': () => ok({ media: publicMedia() }),
      'GET /api/public/creators/c1': () => ok(creatorPage()),
      'POST /api/media/m1/like': () => ok({ liked: true, likes: 5 }),
      'POST /api/users/follows/c1': () => ok({ following: true, followers: 6 }),
    });
    renderApp('/m/m1');
    await screen.findByRole('heading', { level: 1, name: 'On the Mount' });
    expect(calls.find((c) => c.url === '/api/public/media/m1')?.headers.Authorization).toMatch(
      /^Bearer /,
    );
    expect(screen.getByRole('link', { name: 'Open in app' })).toHaveAttribute(
      'href',
      '/app/media/m1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Like, 4 likes' }));
    expect(await screen.findByRole('button', { name: 'Unlike, 5 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(await screen.findByRole('button', { name: /^Follow/ }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('6 followers')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/users/follows/c1')).toBe(true);
  });
});
