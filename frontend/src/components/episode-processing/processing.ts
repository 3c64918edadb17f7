import type { EpisodeProcessing, Loudness } from '@/types/media';

/**
 * PROCESSING_POLL_MS: how often an item is asked for again while one of its episodes is being
 * processed, so the creator sees the percent move and "Ready" arrive without reloading.
 */
export const PROCESSING_POLL_MS = 2_000;

/** hasPendingProcessing: whether any of the episodes still waits for, or is in, processing. */
export function hasPendingProcessing(
  episodes: ReadonlyArray<EpisodeProcessing> | undefined,
): boolean {
  return Boolean(episodes?.some((e) => e.processing === 'pending'));
}

/**
 * processingPollInterval is a query's refetchInterval for an item with episodes: every
 * PROCESSING_POLL_MS while one is pending, and no polling once none is.
 */
export function processingPollInterval(
  item: { episodes?: ReadonlyArray<EpisodeProcessing> } | undefined,
): number | false {
  return hasPendingProcessing(item?.episodes) ? PROCESSING_POLL_MS : false;
}

/** processingPercent: a pending episode's progress as a whole percent, 0..100. */
export function processingPercent(progress: number | undefined): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 0;
  return Math.max(0, Math.min(100, Math.floor(progress)));
}

// A true minus sign (U+2212): the hyphen reads as a dash in "−30.2 → −16.0".
const MINUS = '\u2212';

/** formatLevel writes a level in dB-like units with one decimal and a true minus: "−16.0". */
export function formatLevel(value: number): string {
  const fixed = Math.abs(value).toFixed(1);
  // -0.04 rounds to "0.0": no sign on a zero.
  return value < 0 && fixed !== '0.0' ? `${MINUS}${fixed}` : fixed;
}

/** loudnessText: the integrated loudness before and after, "−30.2 → −16.0 LUFS". */
export function loudnessText(l: Loudness): string {
  return `${formatLevel(l.input)} → ${formatLevel(l.output)} LUFS`;
}

/** truePeakText: the true peak before and after, "−0.3 → −1.0 dBTP". */
export function truePeakText(l: Loudness): string {
  return `${formatLevel(l.inputTruePeak)} → ${formatLevel(l.outputTruePeak)} dBTP`;
}
