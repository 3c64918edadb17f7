import { describe, expect, it, vi } from 'vitest';
import { AUDIO_FAILED, EmbedPlayer, type PlayerDeps } from '@/embed/player';
import { episode, FakeAudio, media } from '@/embed/testing';

function setup(over: Partial<PlayerDeps> = {}) {
  const audio = new FakeAudio();
  let clock = 1_000_000;
  const deps: PlayerDeps = {
    audio: audio.asAudio(),
    media: media(),
    index: 0,
    start: null,
    report: vi.fn(async () => {}),
    save: vi.fn(async () => {}),
    refresh: vi.fn(async () => null),
    now: () => clock,
    ...over,
  };
  const player = new EmbedPlayer(deps);
  return {
    audio,
    player,
    deps,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('EmbedPlayer: where it starts', () => {
  it('starts at ?t= on the selected episode, before anything loads', () => {
    const { player, audio } = setup({ index: 1, start: 5 });
    expect(player.getState()).toMatchObject({ index: 1, currentTime: 5, playing: false });
    expect(audio.src).toBe('');
  });

  it('keeps ?t= inside the episode', () => {
    const { player } = setup({ start: 5000 });
    expect(player.getState().currentTime).toBe(199);
  });

  it("starts at the guest's saved position without ?t=", () => {
    const m = media({ episodes: [episode('e1', 1, { resumeAt: 42 })] });
    const { player } = setup({ media: m });
    expect(player.getState().currentTime).toBe(42);
  });

  it('loads the stream on play and seeks there once the metadata is in', async () => {
    const { player, audio } = setup({ index: 1, start: 5 });
    player.play();
    expect(audio.src).toContain('guest-e2');
    expect(audio.play).toHaveBeenCalledTimes(1);
    audio.metadata(200);
    expect(audio.currentTime).toBe(5);
    expect(player.getState()).toMatchObject({ playing: true, buffering: false, duration: 200 });
  });

  it('a seek before the first play moves the start', () => {
    const { player, audio } = setup();
    player.seek(30);
    player.play();
    audio.metadata(200);
    expect(audio.currentTime).toBe(30);
  });
});

describe('EmbedPlayer: plays and positions, as a guest', () => {
  it('reports a play once after 30 s of a song heard', () => {
    const { player, audio, deps } = setup();
    player.play();
    audio.metadata(200);
    audio.advance(29);
    expect(deps.report).not.toHaveBeenCalled();
    audio.advance(40);
    expect(deps.report).toHaveBeenCalledTimes(1);
    const [id, heard] = vi.mocked(deps.report).mock.calls[0];
    expect(id).toBe('e1');
    expect(heard).toBeGreaterThanOrEqual(29.5);
    expect(heard).toBeLessThan(31);
  });

  it('needs 60 s of a sermon, and a seek is not listening', () => {
    const { player, audio, deps } = setup({ media: media({ type: 'sermon' }) });
    player.play();
    audio.metadata(200);
    audio.advance(10);
    audio.currentTime = 150; // a jump the seeking event announces
    audio.emit('seeking');
    audio.advance(190);
    expect(deps.report).not.toHaveBeenCalled();
    audio.currentTime = 0;
    audio.emit('seeking');
    audio.advance(15);
    expect(deps.report).toHaveBeenCalledTimes(1);
  });

  it('tries a failed report again later', async () => {
    const report = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { player, audio, tick } = setup({ report });
    player.play();
    audio.metadata(200);
    audio.advance(31);
    await Promise.resolve();
    await Promise.resolve();
    audio.advance(32);
    expect(report).toHaveBeenCalledTimes(1);
    tick(16_000);
    audio.advance(33);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('saves the position every 10 s while playing and on pause', () => {
    const { player, audio, deps, tick } = setup();
    player.play();
    audio.metadata(200);
    audio.advance(5);
    expect(deps.save).not.toHaveBeenCalled();
    tick(10_000);
    audio.advance(6); // the first timeupdate after the interval saves
    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(deps.save).toHaveBeenLastCalledWith('e1', 5.3, false);
    audio.advance(8);
    player.pause();
    expect(deps.save).toHaveBeenLastCalledWith('e1', 8, false);
    expect(deps.save).toHaveBeenCalledTimes(2);
  });

  it('flushes with keepalive when the page goes away', () => {
    const { player, audio, deps } = setup();
    player.play();
    audio.metadata(200);
    audio.advance(12);
    player.flush(true);
    expect(deps.save).toHaveBeenLastCalledWith('e1', 12, true);
  });
});

describe('EmbedPlayer: the track list', () => {
  it('plays another episode, saving where the last one was', () => {
    const { player, audio, deps } = setup();
    player.play();
    audio.metadata(200);
    audio.advance(20);
    player.select(2);
    expect(deps.save).toHaveBeenCalledWith('e1', 20, false);
    expect(audio.src).toContain('guest-e3');
    expect(player.getState()).toMatchObject({ index: 2, currentTime: 0 });
  });

  it('goes on to the next episode at the end, and stops after the last', () => {
    const { player, audio } = setup({ index: 2 });
    player.play();
    audio.metadata(200);
    audio.advance(1);
    audio.paused = true;
    audio.emit('ended');
    expect(player.getState()).toMatchObject({ index: 2, playing: false });

    const second = setup();
    second.player.play();
    second.audio.metadata(200);
    second.audio.emit('ended');
    expect(second.player.getState().index).toBe(1);
    expect(second.audio.src).toContain('guest-e2');
  });
});

describe('EmbedPlayer: audio errors', () => {
  it('reloads the stream, then asks once for fresh stream URLs, then says it cannot play', async () => {
    const fresh = media({
      episodes: [episode('e1', 1, { streamUrl: '/fresh-e1' }), episode('e2', 2), episode('e3', 3)],
    });
    const refresh = vi.fn(async () => fresh);
    const { player, audio } = setup({ refresh });
    player.play();
    audio.metadata(200);
    audio.advance(9);
    audio.fail();
    // First the same URL again (an expired signed redirect is signed afresh)...
    expect(audio.load).toHaveBeenCalledTimes(1);
    expect(audio.src).toContain('guest-e1');
    expect(refresh).not.toHaveBeenCalled();
    // ...then, failing again at once, a fresh URL.
    audio.fail();
    await vi.waitFor(() => expect(audio.src).toBe('/fresh-e1'));
    expect(player.getState().error).toBeNull();
    audio.fail();
    await vi.waitFor(() => expect(player.getState().error).toBe(AUDIO_FAILED));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(audio.load).toHaveBeenCalledTimes(1);
    expect(player.getState().playing).toBe(false);
    // Play again starts over, clearing the message.
    player.play();
    expect(player.getState().error).toBeNull();
    expect(audio.play).toHaveBeenCalledTimes(4);
  });

  it('says so once the reload failed and the server has nothing fresh', async () => {
    const { player, audio } = setup();
    player.play();
    audio.fail();
    expect(audio.load).toHaveBeenCalledTimes(1);
    expect(player.getState().error).toBeNull();
    audio.fail();
    await vi.waitFor(() => expect(player.getState().error).toBe(AUDIO_FAILED));
  });

  it('ignores an aborted load', async () => {
    const { player, audio, deps } = setup();
    player.play();
    audio.fail(1);
    await Promise.resolve();
    expect(deps.refresh).not.toHaveBeenCalled();
    expect(player.getState().error).toBeNull();
  });
});
