import { useEffect, useRef, useSyncExternalStore } from 'react';
import { BookOpenIcon, HeartIcon, MicIcon, MusicIcon, PauseIcon, PlayIcon } from 'lucide-react';

import { clsx } from 'clsx';

import { BUTTON_CLASS } from '@/components/ui/button-class';
import { useInView } from '@/hooks/use-in-view';

import { useDemoProgress } from '../hooks/use-demo-progress';

/** DEMO_DURATION_SECONDS is the length shown for the demo track (4:12). */
const DEMO_DURATION_SECONDS = 252;

const UP_NEXT = [
  {
    icon: BookOpenIcon,
    kind: 'Sermon',
    title: 'Rest for the Weary',
    detail: 'Matthew 11:28–30 · 38 min',
  },
  {
    icon: MicIcon,
    kind: 'Podcast',
    title: 'Morning Psalms, Episode 12',
    detail: 'Psalm 46 · 14 min',
  },
];

/** formatTime renders seconds as m:ss. */
function formatTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * NowPlayingDemo is the landing page's illustration of the player: a sample track whose progress
 * advances 0.5% every 100 ms and loops, with a play/pause button that stops and starts it. No audio plays.
 * Its entrance is a CSS animation and its equaliser uses the Web Animations API, so the landing page
 * needs no animation library; both stay still for visitors who prefer reduced motion, for whom the
 * demo starts paused (their play button starts it). It ticks only while on screen.
 */
export function NowPlayingDemo({ className }: { className?: string }) {
  const figure = useRef<HTMLElement>(null);
  const { progress, playing, toggle } = useDemoProgress({
    initialProgress: 18,
    initiallyPlaying: startsPlaying,
    running: useInView(figure),
  });
  const elapsed = (progress / 100) * DEMO_DURATION_SECONDS;

  return (
    <figure
      ref={figure}
      className={clsx(
        'relative mx-auto w-full max-w-[25rem] motion-safe:animate-card-in',
        className,
      )}
      aria-label="Example of the Selah player"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-gold-200/70 via-gold-100/40 to-transparent blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl shadow-stone-900/10">
        <div className="p-5">
          <div className="flex items-center justify-between">
            <span className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-primary-strong uppercase">
              <Equaliser active={playing} />
              Now playing
            </span>
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-medium text-stone-600">
              Preview
            </span>
          </div>

          <div className="mt-4 flex items-center gap-4">
            <div
              aria-hidden="true"
              className="relative grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-gradient-to-br from-gold-300 via-gold-500 to-gold-800 shadow-inner"
            >
              <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_25%,rgba(255,255,255,0.45),transparent_55%)]" />
              <MusicIcon className="relative size-8 text-stone-900/80" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-base leading-snug font-semibold text-foreground">
                Great Is Thy Faithfulness
              </p>
              <p className="truncate text-sm text-muted-foreground">Hillside Fellowship Choir</p>
              <p className="mt-1 truncate text-xs text-muted-foreground">Hymns · Track 3 of 10</p>
            </div>
            <HeartIcon aria-hidden="true" className="size-5 shrink-0 fill-primary text-primary" />
          </div>

          <div className="mt-5">
            <div
              role="progressbar"
              aria-label="Track progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
              className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-100 ease-linear"
                style={{ width: `${progress}%` }}
              />
            </div>
            <div className="mt-1.5 flex justify-between text-xs text-muted-foreground tabular-nums">
              <span>{formatTime(elapsed)}</span>
              <span>{formatTime(DEMO_DURATION_SECONDS)}</span>
            </div>
          </div>

          <div className="mt-3 flex justify-center">
            <button
              data-slot="button"
              className={BUTTON_CLASS.demoPlay}
              onClick={toggle}
              aria-label={playing ? 'Pause demo' : 'Play demo'}
              aria-pressed={playing}
            >
              {playing ? (
                <PauseIcon className="size-5 fill-current" />
              ) : (
                <PlayIcon className="size-5 translate-x-px fill-current" />
              )}
            </button>
          </div>
        </div>

        <div className="border-t border-stone-100 bg-stone-50/80 px-5 py-4">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Up next
          </p>
          <ul className="mt-3 space-y-3">
            {UP_NEXT.map((item) => (
              <li key={item.title} className="flex items-center gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-primary-strong ring-1 ring-stone-200">
                  <item.icon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-foreground">
                    {item.title}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {item.kind} · {item.detail}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </figure>
  );
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** startsPlaying is whether the demo plays on mount (asked once, not on each tick's render). */
const startsPlaying = () => !prefersReducedMotion();

/** usePrefersReducedMotion follows the visitor's reduced-motion setting. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/** EQUALISER_FRAMES are each bar's heights (as a fraction of the full bar) while the demo plays. */
const EQUALISER_FRAMES = [
  [0.4, 1, 0.55],
  [1, 0.35, 0.8],
  [0.6, 0.9, 0.3],
];
/** EQUALISER_REST is a bar's height while the demo is paused. */
const EQUALISER_REST = 'scaleY(0.4)';

/** Equaliser is three small bars that bounce while the demo plays and rest when it is paused. */
function Equaliser({ active }: { active: boolean }) {
  const reduceMotion = usePrefersReducedMotion();
  const bounce = active && !reduceMotion;
  return (
    <span aria-hidden="true" className="flex h-3 items-end gap-[2px]">
      {EQUALISER_FRAMES.map((frames, index) => (
        <EqualiserBar key={index} frames={frames} delay={index * 120} bounce={bounce} />
      ))}
    </span>
  );
}

/**
 * EqualiserBar loops through its frames (0.9 s each way, easing in and out, there and back) while
 * `bounce` is set, and settles back to rest in 0.2 s when it is cleared.
 */
function EqualiserBar({
  frames,
  delay,
  bounce,
}: {
  frames: number[];
  delay: number;
  bounce: boolean;
}) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const bar = ref.current;
    if (!bounce || !bar || typeof bar.animate !== 'function') return;
    const loop = bar.animate(
      frames.map((frame) => ({ transform: `scaleY(${frame})`, easing: 'ease-in-out' })),
      { duration: 900, delay, iterations: Infinity, direction: 'alternate' },
    );
    return () => {
      const from = getComputedStyle(bar).transform;
      loop.cancel();
      if (bar.isConnected) {
        bar.animate([{ transform: from }, { transform: EQUALISER_REST }], {
          duration: 200,
          easing: 'ease-out',
        });
      }
    };
  }, [bounce, delay, frames]);

  return (
    <span
      ref={ref}
      className="w-[3px] origin-bottom rounded-full bg-primary"
      style={{ height: '100%', transform: EQUALISER_REST }}
    />
  );
}
