/**
 * The sleep timer: pause after some minutes, or at the end of the episode. The clock and the
 * timer functions are injected so tests run it without waiting; player-store.ts uses the real
 * ones and pauses when it fires.
 */

/** SleepChoice is what the menu offers: off, the end of the episode, or minutes. */
export type SleepChoice = 'off' | 'end' | 15 | 30 | 60;

/** SLEEP_CHOICES: the menu's choices, in order. */
export const SLEEP_CHOICES: readonly SleepChoice[] = ['off', 'end', 15, 30, 60];

/** SleepState is what the bar shows: nothing, "end of episode", or the time it fires. */
export type SleepState =
  { kind: 'off' } | { kind: 'end' } | { kind: 'at'; at: number; minutes: number };

export interface SleepClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const realClock: SleepClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface SleepTimer {
  /** set starts the timer (or turns it off); it replaces the one before. */
  set(choice: SleepChoice): void;
  /** episodeEnded says an episode ended: true when the timer was "end of episode" and fired. */
  episodeEnded(): boolean;
  state(): SleepState;
  /** remaining is the time left in ms for a timed choice, else null. */
  remaining(): number | null;
}

/** createSleepTimer calls `onChange` whenever its state changes and `fire` when it fires. */
export function createSleepTimer(
  fire: () => void,
  onChange: (state: SleepState) => void,
  clock: SleepClock = realClock,
): SleepTimer {
  let state: SleepState = { kind: 'off' };
  let handle: unknown = null;

  const change = (next: SleepState) => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
    state = next;
    onChange(state);
  };

  return {
    set(choice) {
      if (choice === 'off') return change({ kind: 'off' });
      if (choice === 'end') return change({ kind: 'end' });
      const ms = choice * 60_000;
      change({ kind: 'at', at: clock.now() + ms, minutes: choice });
      handle = clock.setTimeout(() => {
        handle = null;
        change({ kind: 'off' });
        fire();
      }, ms);
    },
    episodeEnded() {
      if (state.kind !== 'end') return false;
      change({ kind: 'off' });
      fire();
      return true;
    },
    state: () => state,
    remaining: () => (state.kind === 'at' ? Math.max(0, state.at - clock.now()) : null),
  };
}
