import { useCallback, useEffect, useState } from 'react';

/** DEMO_STEP is how far the demo track moves per tick, in percent (SPEC §9: 0.5% every 100 ms). */
export const DEMO_STEP = 0.5;
/** DEMO_TICK_MS is the interval between two ticks of the demo track. */
export const DEMO_TICK_MS = 100;

/**
 * nextDemoProgress returns the progress after one tick: it advances by `step` and, once the track has
 * reached 100%, starts again from 0 so the demo loops forever.
 */
export function nextDemoProgress(progress: number, step: number = DEMO_STEP): number {
  if (progress >= 100) return 0;
  return Math.min(100, Math.round((progress + step) * 1000) / 1000);
}

interface DemoProgressOptions {
  /** initial progress in percent */
  initialProgress?: number;
  /** whether the demo starts playing, or a function that says so, asked once on mount */
  initiallyPlaying?: boolean | (() => boolean);
  /** false holds the ticks while playing stays as it is (the card is off screen or the tab hidden) */
  running?: boolean;
}

/**
 * useDemoProgress drives the landing page's now-playing card: while playing (and running),
 * progress advances DEMO_STEP every DEMO_TICK_MS and loops at 100%; pausing stops it where it is.
 */
export function useDemoProgress({
  initialProgress = 0,
  initiallyPlaying = true,
  running = true,
}: DemoProgressOptions = {}) {
  const [progress, setProgress] = useState(initialProgress);
  const [playing, setPlaying] = useState(initiallyPlaying);

  useEffect(() => {
    if (!playing || !running) return;
    const id = window.setInterval(() => setProgress((p) => nextDemoProgress(p)), DEMO_TICK_MS);
    return () => window.clearInterval(id);
  }, [playing, running]);

  const toggle = useCallback(() => setPlaying((p) => !p), []);

  return { progress, playing, toggle, setPlaying };
}
