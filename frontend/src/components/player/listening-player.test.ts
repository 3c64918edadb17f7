import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { FakeAudio } from '@/embed/testing';
import {
  ListeningPlayer,
  RELOAD_EVERY_MS,
  type AudioLike,
  type FreshStream,
  type ListeningState,
  type ListeningTrack,
} from '@/components/player/listening-player';

interface State extends ListeningState {
  failed: boolean;
  url: string;
}

/** TestPlayer plays one episode (e1, then e2 on load) with the rules and a fake element. */
class TestPlayer extends ListeningPlayer<State> {
  readonly store = createStore<State>()(() => ({
    playing: false,
    buffering: false,
    currentTime: 0,
    duration: 0,
    failed: false,
    url: '',
  }));
  protected audio: AudioLike;
  episodeId = 'e1';
  fresh = vi.fn(async (): Promise<string | null> => null);

  constructor(
    readonly fake: FakeAudio,
    now: () => number,
  ) {
    super();
    this.audio = fake.asAudio();
    this.clock = now;
    this.listen(this.audio);
  }

  load(episodeId: string) {
    this.episodeId = episodeId;
    this.beginLoad({ known: null, start: 0, duration: 600 }, () => {}, { url: episodeId });
    this.audio.src = `/api/media/episodes/${episodeId}/stream?token=t`;
    void this.start(this.audio);
  }

  play() {
    void this.start(this.audio);
  }

  protected currentTrack(): ListeningTrack {
    return { episodeId: this.episodeId, mediaType: 'podcast', duration: 600 };
  }
  protected playNext() {
    return false;
  }
  protected sendPlay() {
    return Promise.resolve();
  }
  protected async freshStream(): Promise<FreshStream<State> | null> {
    const url = await this.fresh();
    return url ? { url, adopt: () => ({ url }) } : null;
  }
  protected streamFailed() {
    this.update({ failed: true, playing: false, buffering: false });
  }
}

function setup() {
  const audio = new FakeAudio();
  let clock = 5_000_000;
  const player = new TestPlayer(audio, () => clock);
  return {
    audio,
    player,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

/** listenTo starts e1 and plays it to `seconds`. */
function listenTo(t: ReturnType<typeof setup>, seconds: number) {
  t.player.load('e1');
  t.audio.metadata(600);
  t.audio.advance(seconds, 1);
}

describe('ListeningPlayer: a stream that fails', () => {
  it('loads the same URL again and plays on from where the listener was', async () => {
    const t = setup();
    listenTo(t, 120);
    const src = t.audio.src;
    t.audio.fail();
    expect(t.audio.load).toHaveBeenCalledTimes(1);
    expect(t.audio.src).toBe(src);
    expect(t.player.fresh).not.toHaveBeenCalled();
    expect(t.audio.play).toHaveBeenCalledTimes(2);
    expect(t.player.getState()).toMatchObject({ currentTime: 120, buffering: true });
    t.audio.metadata(600);
    expect(t.audio.currentTime).toBe(120);
    expect(t.player.getState()).toMatchObject({ playing: true, failed: false });
  });

  it('stays paused when it failed while paused (a seek after a long pause)', () => {
    const t = setup();
    listenTo(t, 30);
    t.player.pause();
    t.tick(20 * 60_000);
    t.audio.currentTime = 400; // the seek whose range request the bucket refused
    t.audio.fail();
    expect(t.audio.load).toHaveBeenCalledTimes(1);
    expect(t.audio.play).toHaveBeenCalledTimes(1); // only the first start
    expect(t.player.getState()).toMatchObject({ playing: false, buffering: false });
    t.audio.metadata(600);
    expect(t.audio.currentTime).toBe(400);
  });

  it('reloads at most once per 10 s per episode, then asks for a fresh URL once, then gives up', async () => {
    const t = setup();
    listenTo(t, 60);
    t.audio.fail();
    expect(t.audio.load).toHaveBeenCalledTimes(1);
    // A file that fails every time: the second failure within 10 s is not reloaded again.
    t.tick(RELOAD_EVERY_MS - 1);
    t.audio.fail();
    await vi.waitFor(() => expect(t.player.getState().failed).toBe(true));
    expect(t.player.fresh).toHaveBeenCalledTimes(1);
    expect(t.audio.load).toHaveBeenCalledTimes(1);
    expect(t.audio.play).toHaveBeenCalledTimes(2);
  });

  it('takes a fresh URL when the reload failed too, resuming there', async () => {
    const t = setup();
    listenTo(t, 90);
    t.player.fresh.mockResolvedValueOnce('/fresh-e1');
    t.audio.fail();
    t.audio.fail();
    await vi.waitFor(() => expect(t.audio.src).toBe('/fresh-e1'));
    expect(t.player.getState()).toMatchObject({ url: '/fresh-e1', currentTime: 90 });
    t.audio.metadata(600);
    expect(t.audio.currentTime).toBe(90);
    expect(t.player.getState().playing).toBe(true);
  });

  it('reloads again when the next failure comes later (another expired URL)', () => {
    const t = setup();
    listenTo(t, 60);
    t.audio.fail();
    t.audio.metadata(600);
    t.audio.advance(200, 1);
    t.tick(RELOAD_EVERY_MS);
    t.audio.fail();
    expect(t.audio.load).toHaveBeenCalledTimes(2);
    expect(t.player.fresh).not.toHaveBeenCalled();
    t.audio.metadata(600);
    expect(t.audio.currentTime).toBe(200);
  });

  it('counts the 10 s for each episode on its own', () => {
    const t = setup();
    listenTo(t, 10);
    t.audio.fail();
    t.player.load('e2');
    t.audio.metadata(600);
    t.audio.fail();
    expect(t.audio.load).toHaveBeenCalledTimes(2);
    expect(t.player.fresh).not.toHaveBeenCalled();
  });

  it('ignores a load the page aborted itself', async () => {
    const t = setup();
    listenTo(t, 10);
    t.audio.fail(1);
    await Promise.resolve();
    expect(t.audio.load).not.toHaveBeenCalled();
    expect(t.player.fresh).not.toHaveBeenCalled();
    expect(t.player.getState().failed).toBe(false);
  });
});
