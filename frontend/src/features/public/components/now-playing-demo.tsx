import { m, useReducedMotion } from 'motion/react';
import { BookOpenIcon, HeartIcon, MicIcon, MusicIcon, PauseIcon, PlayIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

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
 * It animates with `m` components, so render it inside a LazyMotion provider (the landing page has one).
 */
export function NowPlayingDemo({ className }: { className?: string }) {
  const { progress, playing, toggle } = useDemoProgress({ initialProgress: 18 });
  const reduceMotion = useReducedMotion();
  const elapsed = (progress / 100) * DEMO_DURATION_SECONDS;

  return (
    <m.figure
      initial={reduceMotion ? false : { opacity: 0, y: 24, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      transition={{ duration: 0.6, ease: [0.22, 1, 0.36, 1], delay: 0.15 }}
      className={cn('relative mx-auto w-full max-w-[25rem]', className)}
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
            <Button
              size="icon"
              className="size-12 rounded-full"
              onClick={toggle}
              aria-label={playing ? 'Pause demo' : 'Play demo'}
              aria-pressed={playing}
            >
              {playing ? (
                <PauseIcon className="size-5 fill-current" />
              ) : (
                <PlayIcon className="size-5 translate-x-px fill-current" />
              )}
            </Button>
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
    </m.figure>
  );
}

/** Equaliser is three small bars that bounce while the demo plays and rest when it is paused. */
function Equaliser({ active }: { active: boolean }) {
  const reduceMotion = useReducedMotion();
  const heights = [
    [0.4, 1, 0.55],
    [1, 0.35, 0.8],
    [0.6, 0.9, 0.3],
  ];
  return (
    <span aria-hidden="true" className="flex h-3 items-end gap-[2px]">
      {heights.map((frames, index) => (
        <m.span
          key={index}
          className="w-[3px] origin-bottom rounded-full bg-primary"
          style={{ height: '100%' }}
          initial={{ scaleY: 0.4 }}
          animate={active && !reduceMotion ? { scaleY: frames } : { scaleY: 0.4 }}
          transition={
            active && !reduceMotion
              ? {
                  duration: 0.9,
                  repeat: Infinity,
                  repeatType: 'mirror',
                  ease: 'easeInOut',
                  delay: index * 0.12,
                }
              : { duration: 0.2 }
          }
        />
      ))}
    </span>
  );
}
