import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadResult } from '@/embed/api';
import { startEmbed } from '@/embed/start';
import { episode, media } from '@/embed/testing';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  root.id = 'embed';
  document.body.appendChild(root);
  // The test DOM plays no media; the element's events are what the player listens to.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.theme;
});

function env(pathname: string, search = '') {
  return {
    location: { pathname, search },
    document,
    addEventListener: window.addEventListener.bind(window),
  };
}

const ready = (m = media(), index = 0): LoadResult => ({
  state: 'ready',
  loaded: { media: m, index },
});

describe('the embed page', () => {
  it('shows the item: cover, title, creator, controls and the track list', async () => {
    const load = vi.fn(async () => ready());
    await startEmbed(root, env('/embed/media/m1'), load);
    expect(load).toHaveBeenCalledWith({ kind: 'media', id: 'm1', start: null, theme: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Morning Psalms' })).toBeInTheDocument();
    expect(root.querySelector('.kicker')).toHaveTextContent('Album · 3 tracks');
    expect(root.querySelector('img.cover')?.getAttribute('src')).toBe(
      '/api/files/media/m1/cover.png?thumb=300x300',
    );

    const creator = screen.getByRole('link', { name: /Miriam Strings/ });
    expect(creator).toHaveAttribute('href', '/c/u1');
    const back = screen.getByRole('link', { name: /Listen on Selah \(opens in a new tab\)/ });
    expect(back).toHaveAttribute('href', '/m/m1');
    for (const link of [creator, back]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Seek in Track 1' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
    const list = screen.getByRole('region', { name: 'Tracks' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    // A test DOM may drop the spaces between a row's parts in its name; a browser keeps them.
    expect(rows[0]).toHaveAccessibleName(/^Play track 1:\s*Track 1\s*3:20$/);
  });

  it('never puts what the server sends in as HTML', async () => {
    const m = media({
      title: '<img src=x onerror=alert(1)>',
      artist: { _id: 'u1', name: '<b>x</b>' },
    });
    await startEmbed(root, env('/embed/media/m1'), async () => ready(m));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
    expect(root.querySelector('img:not(.cover), b')).toBeNull();
  });

  it('plays and pauses from the button, and switches tracks from the list', async () => {
    const user = userEvent.setup();
    await startEmbed(root, env('/embed/media/m1'), async () => ready());
    const audio = document.querySelector('audio[data-player="embed"]');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio?.getAttribute('src')).toContain('guest-e1');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Play track 3/ }));
    expect(audio?.getAttribute('src')).toContain('guest-e3');
    expect(screen.getByRole('button', { name: /Pause track 3/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('slider')).toHaveAccessibleName('Seek in Track 3');
  });

  it('moves the start with the keyboard on the seek slider', async () => {
    const user = userEvent.setup();
    await startEmbed(root, env('/embed/media/m1'), async () => ready());
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:15 of 3:20');
    await user.keyboard('{PageUp}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:40 of 3:20');
    expect(screen.getByText('0:40')).toBeInTheDocument();
    // Playing starts there.
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const audio = document.querySelector('audio[data-player="embed"]') as HTMLAudioElement;
    Object.defineProperty(audio, 'readyState', { value: 1, configurable: true });
    audio.dispatchEvent(new Event('loadedmetadata'));
    expect(audio.currentTime).toBe(40);
  });

  it('starts an episode embed at ?t= and names the episode', async () => {
    const m = media({
      type: 'podcast',
      episodes: [episode('e1', 1), episode('e2', 2, { title: 'Grace' })],
    });
    await startEmbed(root, env('/embed/episodes/e2', '?t=5&theme=dark'), async () => ready(m, 1));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '0:05 of 3:20');
    expect(root.querySelector('.now')).toHaveTextContent('Grace');
    expect(screen.getByRole('link', { name: /Listen on Selah/ })).toHaveAttribute(
      'href',
      '/m/m1?episode=e2',
    );
    expect(screen.getByRole('button', { name: /episode 2:\s*Grace/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows one episode without a list, and a sermon by its preacher and creator', async () => {
    const m = media({
      type: 'sermon',
      title: 'On the Mount',
      preacher: 'Pastor Ruth',
      episodes: [episode('e1', 1, { title: 'On the Mount' })],
    });
    await startEmbed(root, env('/embed/media/m1'), async () => ready(m));
    expect(screen.queryByRole('region')).toBeNull();
    expect(root.querySelector('.kicker')).toHaveTextContent(/^Sermon$/);
    expect(root.querySelector('.by')).toHaveTextContent('Pastor Ruth · Miriam Strings');
    expect(root.querySelector('.now')).not.toBeVisible();
  });

  it('says the audio is not available for a 404', async () => {
    await startEmbed(root, env('/embed/media/gone'), async () => ({ state: 'not-found' }));
    expect(
      screen.getByRole('heading', { name: 'This audio is not available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so for a path that is no embed, without asking the server', async () => {
    const load = vi.fn();
    await startEmbed(root, env('/embed/nothing'), load);
    expect(load).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { name: 'This audio is not available' }),
    ).toBeInTheDocument();
  });

  it('offers to try again without a network, and loads when it is back', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<LoadResult>>()
      .mockResolvedValueOnce({ state: 'network' })
      .mockResolvedValueOnce(ready());
    await startEmbed(root, env('/embed/media/m1'), load);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach Selah');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning Psalms' }),
    ).toBeInTheDocument();
  });

  it('shows the loading state until the item arrives', async () => {
    let resolve: (r: LoadResult) => void = () => {};
    const started = startEmbed(
      root,
      env('/embed/media/m1'),
      () => new Promise((r) => (resolve = r)),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the player…');
    expect(root.querySelector('main')).toHaveAttribute('aria-busy', 'true');
    resolve(ready());
    await started;
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the audio cannot be played', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => ready());
    await startEmbed(root, env('/embed/media/m1'), load);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const audio = document.querySelector('audio[data-player="embed"]') as HTMLAudioElement;
    Object.defineProperty(audio, 'error', { value: { code: 4 }, configurable: true });
    // The first failure loads the same stream again; the second asks the server for fresh
    // stream URLs and tries again; the third shows.
    audio.dispatchEvent(new Event('error'));
    expect(load).toHaveBeenCalledTimes(1);
    audio.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    audio.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This audio could not be played');
  });
});
