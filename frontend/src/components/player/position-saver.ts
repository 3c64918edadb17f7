/** SAVE_INTERVAL_MS: how often the position is saved while playing. */
export const SAVE_INTERVAL_MS = 10_000;

/** MIN_CHANGE: a position this close to the last one saved is not saved again. */
export const MIN_CHANGE = 0.5;

export interface SaveOptions {
  /** keepalive: the page is going away; the request must outlive it. */
  keepalive?: boolean;
}

export interface PositionSaverOptions {
  save: (position: number, options: SaveOptions) => void;
  intervalMs?: number;
  /** initial: the position the server already has (resumeAt), so it is not saved again. */
  initial?: number | null;
  now?: () => number;
}

export interface PositionSaver {
  /** tick saves the position when the interval has passed since the last save; true if it did. */
  tick: (position: number) => boolean;
  /** flush saves now (pause, ended, page hidden, another episode); true if it did. */
  flush: (position: number, options?: SaveOptions) => boolean;
}

/**
 * createPositionSaver throttles the saving of one episode's playback position: at most one
 * save per interval while playing, an immediate one on flush, never the same position twice,
 * and not the very start of an episode that was never saved.
 */
export function createPositionSaver({
  save,
  intervalMs = SAVE_INTERVAL_MS,
  initial = null,
  now = Date.now,
}: PositionSaverOptions): PositionSaver {
  let lastAt = now();
  let lastPosition = initial && initial > 0 ? initial : null;

  function commit(position: number, options: SaveOptions = {}): boolean {
    lastAt = now();
    if (!Number.isFinite(position) || position < 0) return false;
    const rounded = Math.round(position * 10) / 10;
    if (lastPosition === null && rounded < 1) return false;
    if (lastPosition !== null && Math.abs(rounded - lastPosition) < MIN_CHANGE) return false;
    lastPosition = rounded;
    save(rounded, options);
    return true;
  }

  return {
    tick: (position) => (now() - lastAt >= intervalMs ? commit(position) : false),
    flush: (position, options) => commit(position, options),
  };
}

/**
 * resumePoint is where an episode starts: the saved position, or the beginning when there is
 * none or the listener had (all but) finished it (the server's rule for "finished").
 */
export function resumePoint(saved: number | null | undefined, duration: number): number {
  if (!saved || !Number.isFinite(saved) || saved <= 0) return 0;
  if (duration > 0 && saved >= duration - Math.min(5, duration * 0.05)) return 0;
  return saved;
}
