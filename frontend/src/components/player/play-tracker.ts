import type { MediaType } from '@/types/media';

/** SONG_THRESHOLD and SPOKEN_THRESHOLD: seconds heard before a play counts (API.md). */
export const SONG_THRESHOLD = 30;
export const SPOKEN_THRESHOLD = 60;

/**
 * MAX_STEP is the largest gap between two timeupdate events that always counts as listening
 * (events come every 250 ms or so, 0.5 s of audio at 2x). A bigger step counts only as far as
 * the wall clock allows (a busy or backgrounded page delivers its events late, but its audio
 * played on); beyond that it is a seek that the `seeking` event did not announce.
 */
export const MAX_STEP = 3;

/** TOLERANCE: the server accepts a report this close under the threshold (timeupdate granularity). */
export const TOLERANCE = 0.5;

/**
 * playThreshold is how many seconds of an episode must be heard before its play is reported:
 * 30 s of a song, 60 s of a sermon or podcast episode, the whole episode when it is shorter.
 */
export function playThreshold(type: MediaType | string, duration: number): number {
  const need = type === 'album' ? SONG_THRESHOLD : SPOKEN_THRESHOLD;
  return duration > 0 && duration < need ? duration : need;
}

/** Heard is what the player knows of one load of one episode. */
export interface Heard {
  /** seconds actually heard (played forward), seeks excluded */
  heard: number;
  /** the playback position at the last event, null before the first */
  last: number | null;
  /** the wall-clock time (ms) of the last tick, null before the first */
  at: number | null;
  /** whether the play was reported for this load */
  reported: boolean;
}

export const NOTHING_HEARD: Heard = { heard: 0, last: null, at: null, reported: false };

/**
 * heardFrom is a fresh load that will start playing at `start` seconds: the first event's
 * step from there counts (a late first event on a busy page loses nothing).
 */
export function heardFrom(start: number): Heard {
  return { ...NOTHING_HEARD, last: Number.isFinite(start) ? Math.max(0, start) : null };
}

/** Wall is when a tick happened (ms) and at what playback rate the audio ran. */
export interface Wall {
  now: number;
  rate: number;
}

/**
 * heardAfterTick folds a timeupdate at `time` into what was heard: while playing, a step
 * forward since the last event counts when it is small, or no bigger than the wall clock
 * (`wall`) let the audio play since the last tick; a step backwards, a bigger jump or an event
 * while paused only moves the reference point.
 */
export function heardAfterTick(state: Heard, time: number, playing: boolean, wall?: Wall): Heard {
  if (!Number.isFinite(time)) return state;
  const step = state.last === null ? 0 : time - state.last;
  const counts = playing && step > 0 && step <= maxStep(state, wall);
  return {
    ...state,
    heard: counts ? state.heard + step : state.heard,
    last: time,
    at: wall ? wall.now : state.at,
  };
}

/** maxStep is the largest step forward that counts as heard at this tick. */
function maxStep(state: Heard, wall: Wall | undefined): number {
  if (!wall || state.at === null || !(wall.rate > 0)) return MAX_STEP;
  const played = ((wall.now - state.at) / 1000) * wall.rate;
  return Math.max(MAX_STEP, played + MAX_STEP / 2);
}

/** heardAfterSeek moves the reference point to where a seek landed: the jump is not heard. */
export function heardAfterSeek(state: Heard, time: number): Heard {
  return Number.isFinite(time) ? { ...state, last: time } : state;
}

/** playDue says whether the play should be reported now (once per load). */
export function playDue(state: Heard, threshold: number): boolean {
  return !state.reported && threshold > 0 && state.heard + TOLERANCE >= threshold;
}
