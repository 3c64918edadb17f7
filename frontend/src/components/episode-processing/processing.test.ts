import { describe, expect, it } from 'vitest';
import {
  formatLevel,
  hasPendingProcessing,
  loudnessText,
  PROCESSING_POLL_MS,
  processingPercent,
  processingPollInterval,
  truePeakText,
} from '@/components/episode-processing/processing';

describe('processing', () => {
  it('polls only while an episode is pending', () => {
    expect(
      processingPollInterval({ episodes: [{ processing: 'done' }, { processing: 'pending' }] }),
    ).toBe(PROCESSING_POLL_MS);
    expect(
      processingPollInterval({ episodes: [{ processing: 'done' }, { processing: 'failed' }] }),
    ).toBe(false);
    expect(processingPollInterval({ episodes: [{}] })).toBe(false);
    expect(processingPollInterval(undefined)).toBe(false);
    expect(hasPendingProcessing([])).toBe(false);
  });

  it('writes levels with one decimal and a true minus sign', () => {
    expect(formatLevel(-16)).toBe('−16.0');
    expect(formatLevel(-30.24)).toBe('−30.2');
    expect(formatLevel(-0.04)).toBe('0.0');
    expect(formatLevel(1.26)).toBe('1.3');
    const l = { input: -8.2, output: -14, inputTruePeak: 0.4, outputTruePeak: -1.05 };
    expect(loudnessText(l)).toBe('−8.2 → −14.0 LUFS');
    expect(truePeakText(l)).toBe('0.4 → −1.1 dBTP');
  });

  it('keeps the percent whole and within 0..100', () => {
    expect(processingPercent(41.9)).toBe(41);
    expect(processingPercent(140)).toBe(100);
    expect(processingPercent(-3)).toBe(0);
    expect(processingPercent(undefined)).toBe(0);
    expect(processingPercent(Number.NaN)).toBe(0);
  });
});
