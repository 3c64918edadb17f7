import { describe, expect, it, vi } from 'vitest';
import { bindMediaSession, type SessionControls } from '@/components/player/media-session';

/** fakeSession records the handlers, as navigator.mediaSession keeps them out of reach. */
function fakeNavigator() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const positions: MediaPositionState[] = [];
  const mediaSession = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => {
      if (action === 'skipad') throw new TypeError('unknown');
      handlers.set(action, handler);
    },
    setPositionState: (state: MediaPositionState) => positions.push(state),
  };
  const call = (action: string, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails);
  return { nav: { mediaSession } as unknown as Navigator, mediaSession, handlers, positions, call };
}

function controls() {
  return {
    play: vi.fn(),
    pause: vi.fn(),
    previous: vi.fn(),
    next: vi.fn(),
    seekTo: vi.fn(),
    skip: vi.fn(),
    stop: vi.fn(),
  } satisfies SessionControls;
}

const media = {
  _id: 'm1',
  title: 'Romans',
  type: 'sermon' as const,
  artist: 'Grace',
  cover: '/c.png',
};
const episode = {
  _id: 'e1',
  title: 'Part 1',
  position: 1,
  duration: 600,
  streamUrl: '/s',
  resumeAt: 0,
};

describe('media session', () => {
  it('is nothing without navigator.mediaSession', () => {
    expect(bindMediaSession({} as Navigator, controls())).toBeNull();
    expect(bindMediaSession(undefined, controls())).toBeNull();
  });

  it('sends every lock-screen action to the player', () => {
    const fake = fakeNavigator();
    const c = controls();
    bindMediaSession(fake.nav, c);
    expect([...fake.handlers.keys()].sort()).toEqual(
      [
        'nexttrack',
        'pause',
        'play',
        'previoustrack',
        'seekbackward',
        'seekforward',
        'seekto',
        'stop',
      ].sort(),
    );
    fake.call('play');
    fake.call('pause');
    fake.call('stop');
    fake.call('nexttrack');
    fake.call('previoustrack');
    fake.call('seekto', { seekTime: 42 });
    fake.call('seekforward');
    fake.call('seekbackward');
    fake.call('seekforward', { seekOffset: 10 });
    fake.call('seekbackward', { seekOffset: 5 });
    expect(c.play).toHaveBeenCalledTimes(1);
    expect(c.pause).toHaveBeenCalledTimes(1);
    expect(c.stop).toHaveBeenCalledTimes(1);
    expect(c.next).toHaveBeenCalledTimes(1);
    expect(c.previous).toHaveBeenCalledTimes(1);
    expect(c.seekTo).toHaveBeenCalledWith(42);
    expect(c.skip.mock.calls.map((a: unknown[]) => a[0])).toEqual([30, -15, 10, -5]);
  });

  it('shows the episode, its item and artwork', () => {
    const fake = fakeNavigator();
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: MediaMetadataInit) {
          Object.assign(this, init);
        }
      },
    );
    const session = bindMediaSession(fake.nav, controls(), 'https://selah.test');
    session?.metadata(media, episode);
    expect(fake.mediaSession.metadata).toMatchObject({
      title: 'Part 1',
      artist: 'Grace',
      album: 'Romans',
      artwork: [{ src: 'https://selah.test/c.png' }],
    });
    vi.unstubAllGlobals();
  });

  it('passes the position on once per second, and the playback state', () => {
    const fake = fakeNavigator();
    const session = bindMediaSession(fake.nav, controls());
    session?.position({ currentTime: 0, duration: 0, rate: 1, playing: false });
    session?.position({ currentTime: 1.2, duration: 600, rate: 1, playing: true });
    session?.position({ currentTime: 1.7, duration: 600, rate: 1, playing: true });
    session?.position({ currentTime: 2.1, duration: 600, rate: 1.5, playing: true });
    expect(fake.positions).toEqual([
      { duration: 600, position: 1, playbackRate: 1 },
      { duration: 600, position: 2, playbackRate: 1.5 },
    ]);
    expect(fake.mediaSession.playbackState).toBe('playing');
  });
});
