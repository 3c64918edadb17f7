/** BAR_WIDTH and BAR_GAP: one bar of the waveform and the space after it, in CSS pixels. */
export const BAR_WIDTH = 3;
export const BAR_GAP = 2;
/** MIN_BARS / MAX_BARS: a waveform is never coarser or finer than this. */
export const MIN_BARS = 24;
export const MAX_BARS = 160;

/** hasPeaks: the server measured the episode's loudness (null while not yet, or never). */
export function hasPeaks(peaks: readonly number[] | null | undefined): peaks is readonly number[] {
  return Array.isArray(peaks) && peaks.length > 0;
}

/**
 * barCount is how many bars fit in `width` pixels at BAR_WIDTH + BAR_GAP each (so a phone
 * shows fewer than a desktop), within MIN_BARS..MAX_BARS, and never more than there are peaks.
 */
export function barCount(width: number, peaks: number, bar = BAR_WIDTH, gap = BAR_GAP): number {
  if (!(width > 0) || peaks <= 0) return 0;
  const fit = Math.floor((width + gap) / (bar + gap));
  return Math.max(1, Math.min(peaks, MAX_BARS, Math.max(MIN_BARS, fit)));
}

const clean = (v: number) => (Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : 0);

/**
 * waveformBars reduces the server's peaks (up to 1000 values, 0..100) to `count` bars: each bar
 * is the loudest peak of its slice of the episode, and the bars are scaled so the loudest is
 * 1 (a quiet recording still fills the height). All silent gives all 0. With fewer peaks than
 * bars, there is one bar per peak.
 */
export function waveformBars(peaks: readonly number[], count: number): number[] {
  const n = peaks.length;
  const bars = Math.min(Math.max(0, Math.floor(count)), n);
  if (bars === 0) return [];
  const out = new Array<number>(bars);
  for (let i = 0; i < bars; i++) {
    const from = Math.floor((i * n) / bars);
    const to = Math.max(from + 1, Math.floor(((i + 1) * n) / bars));
    let max = 0;
    for (let j = from; j < to; j++) max = Math.max(max, clean(peaks[j]));
    out[i] = max;
  }
  const loudest = Math.max(...out);
  return loudest > 0 ? out.map((v) => v / loudest) : out.map(() => 0);
}

/** seekFraction: where a pointer at clientX falls along a box, 0..1. */
export function seekFraction(clientX: number, left: number, width: number): number {
  if (!(width > 0)) return 0;
  return Math.min(1, Math.max(0, (clientX - left) / width));
}
