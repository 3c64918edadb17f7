import * as React from 'react';
import { Link } from 'react-router-dom';
import {
  Gauge,
  Loader2,
  Pause,
  Play,
  RotateCcw,
  RotateCw,
  SkipBack,
  SkipForward,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import { MediaCover } from '@/components/media-cover';
import { Button } from '@/components/ui/button';
import { RadioMenu } from '@/components/radio-menu';
import {
  PLAYBACK_RATES,
  player,
  SKIP_BACK_S,
  SKIP_FORWARD_S,
  usePlayer,
} from '@/components/player/player-store';
import { PlayerReport } from '@/components/player/player-report';
import { QueuePanel } from '@/components/player/queue-panel';
import { SleepMenu } from '@/components/player/sleep-menu';
import { chapterMarks } from '@/components/player/chapters';
import { TranscriptPanel } from '@/components/player/transcript-panel';
import { usePlayerKeys } from '@/components/player/use-player-keys';
import { hasPeaks } from '@/components/player/waveform';
import { WaveformSeek } from '@/components/player/waveform-seek';

/** formatRate writes a speed as the bar shows it: 1x, 1.25x, 0.5x. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}x`;
}

function Range({
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { 'aria-label': string }) {
  return (
    <input
      type="range"
      className={cn(
        'h-1.5 min-w-0 cursor-pointer accent-gold-600 disabled:cursor-default disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

const NO_CHAPTERS: readonly { startTime: number; title: string }[] = [];

/**
 * ChapterMarks marks where each chapter starts on the seek bar (drawn only: the chapters are
 * listed, as buttons, in the transcript panel). `tall` marks across the waveform's height.
 */
function ChapterMarks({ duration, tall }: { duration: number; tall: boolean }) {
  const chapters = usePlayer((s) => s.queue[s.index]?.chapters ?? NO_CHAPTERS);
  const marks = React.useMemo(() => chapterMarks(chapters, duration), [chapters, duration]);
  if (marks.length === 0) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="chapter-marks"
      className="pointer-events-none absolute inset-0"
    >
      {marks.map((f) => (
        <span
          key={f}
          className={cn(
            'absolute top-1/2 w-0.5 -translate-x-1/2 -translate-y-1/2 rounded-full',
            tall ? 'h-full bg-stone-600/60' : 'h-3 bg-stone-600',
          )}
          style={{ left: `${f * 100}%` }}
        />
      ))}
    </div>
  );
}

function SeekBar({ className }: { className?: string }) {
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration || s.queue[s.index]?.duration || 0);
  const peaks = usePlayer((s) => s.queue[s.index]?.peaks ?? null);
  const shown = Math.min(currentTime, duration || currentTime);
  if (hasPeaks(peaks)) {
    return (
      <div
        className={cn('flex min-w-0 items-center gap-2 text-xs text-muted-foreground', className)}
      >
        <span className="w-10 shrink-0 text-right tabular-nums" aria-label="Current time">
          {formatDuration(shown)}
        </span>
        <div className="relative min-w-0 flex-1">
          <WaveformSeek
            peaks={peaks}
            time={shown}
            duration={duration}
            onSeek={(t) => player.seek(t)}
          />
          <ChapterMarks duration={duration} tall />
        </div>
        <span className="w-10 shrink-0 tabular-nums" aria-label="Duration">
          {formatDuration(duration)}
        </span>
      </div>
    );
  }
  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-xs text-muted-foreground', className)}>
      <span className="w-10 shrink-0 text-right tabular-nums" aria-label="Current time">
        {formatDuration(shown)}
      </span>
      <div className="relative flex min-w-0 flex-1 items-center">
        <Range
          aria-label="Seek"
          aria-valuetext={`${formatDuration(shown)} of ${formatDuration(duration)}`}
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.floor(shown)}
          disabled={!duration}
          onChange={(e) => player.seek(Number(e.target.value))}
          className="w-full"
        />
        <ChapterMarks duration={duration} tall={false} />
      </div>
      <span className="w-10 shrink-0 tabular-nums" aria-label="Duration">
        {formatDuration(duration)}
      </span>
    </div>
  );
}

const RATE_OPTIONS = PLAYBACK_RATES.map((r) => ({ value: String(r), label: formatRate(r) }));

function SpeedMenu({ className }: { className?: string }) {
  const rate = usePlayer((s) => s.rate);
  return (
    <RadioMenu
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className={cn('h-8 gap-1 px-2 tabular-nums', className)}
          aria-label={`Playback speed: ${formatRate(rate)}`}
        >
          <Gauge className="hidden 2xl:block" aria-hidden="true" />
          {formatRate(rate)}
        </Button>
      }
      label="Playback speed"
      value={String(rate)}
      options={RATE_OPTIONS}
      onChange={(v) => player.setRate(Number(v))}
      side="top"
      contentClassName="min-w-32"
      itemClassName="tabular-nums"
    />
  );
}

function VolumeControl({ className }: { className?: string }) {
  const volume = usePlayer((s) => s.volume);
  const muted = usePlayer((s) => s.muted);
  const level = muted ? 0 : volume;
  const Icon = level === 0 ? VolumeX : level < 0.5 ? Volume1 : Volume2;
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => player.toggleMute()}
        aria-label={muted ? 'Unmute' : 'Mute'}
        aria-pressed={muted}
      >
        <Icon aria-hidden="true" />
      </Button>
      <Range
        aria-label="Volume"
        aria-valuetext={`${Math.round(level * 100)}%`}
        min={0}
        max={100}
        step={5}
        value={Math.round(level * 100)}
        onChange={(e) => player.setVolume(Number(e.target.value) / 100)}
        // Beside the sleep timer, queue and speed, the slider fits only a wide bar.
        className="hidden w-24 2xl:block"
      />
    </div>
  );
}

/** SkipButton moves back (negative) or forward by `seconds`; the number sits in the arrow. */
function SkipButton({ seconds }: { seconds: number }) {
  const back = seconds < 0;
  const Icon = back ? RotateCcw : RotateCw;
  const label = back ? `Back ${-seconds} seconds` : `Forward ${seconds} seconds`;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative size-9"
      onClick={() => player.skip(seconds)}
      aria-label={label}
      title={`${label} (${back ? 'J or ←' : 'L or →'})`}
    >
      <Icon className="size-6! stroke-[1.5]" aria-hidden="true" />
      <span
        className="absolute inset-0 flex items-center justify-center pt-px text-[0.55rem] font-semibold tabular-nums"
        aria-hidden="true"
      >
        {Math.abs(seconds)}
      </span>
    </Button>
  );
}

function Controls() {
  const playing = usePlayer((s) => s.playing);
  const buffering = usePlayer((s) => s.buffering);
  const hasNext = usePlayer((s) => s.index < s.queue.length - 1 || s.upNext.length > 0);
  return (
    <div className="flex items-center gap-0.5 sm:gap-2">
      <Button
        variant="ghost"
        size="icon"
        className="hidden size-9 sm:inline-flex"
        onClick={() => player.previous()}
        aria-label="Previous"
        title="Previous (Shift+P)"
      >
        <SkipBack className="fill-current" aria-hidden="true" />
      </Button>
      <SkipButton seconds={-SKIP_BACK_S} />
      <Button
        size="icon"
        className="size-11 rounded-full"
        onClick={() => player.toggle()}
        aria-label={playing ? 'Pause' : 'Play'}
      >
        {buffering && playing ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : playing ? (
          <Pause className="size-5 fill-current" aria-hidden="true" />
        ) : (
          <Play className="size-5 translate-x-px fill-current" aria-hidden="true" />
        )}
      </Button>
      <SkipButton seconds={SKIP_FORWARD_S} />
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        onClick={() => player.next()}
        disabled={!hasNext}
        aria-label="Next"
        title="Next (Shift+N)"
      >
        <SkipForward className="fill-current" aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * NowPlayingBar is the bottom bar of the signed-in shell and of the public pages: what plays,
 * play/pause, previous and next in the queue, seek, speed and volume, and a flag to report the
 * episode. It renders nothing while nothing is loaded; the audio itself lives in the player
 * store, so it keeps playing from page to page. `mediaHref` is where the title links: the in-app page, or the public page for a
 * visitor who may not be signed in.
 */
export function NowPlayingBar({
  mediaHref = paths.app.media,
}: {
  mediaHref?: (mediaId: string) => string;
}) {
  const media = usePlayer((s) => s.media);
  const episode = usePlayer((s) => s.queue[s.index] ?? null);
  usePlayerKeys(Boolean(media && episode));
  if (!media || !episode) return null;
  const subtitle = [media.artist, media.title !== episode.title ? media.title : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <section
      aria-label="Now playing"
      className={cn(
        'grid items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-6',
        // On a phone the seek bar takes the whole second row but for the speed button.
        'grid-cols-[minmax(0,1fr)_auto_auto] [grid-template-areas:"info_controls_controls"_"seek_seek_extras"]',
        'md:h-[5.5rem] md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] md:gap-x-6 md:gap-y-0.5 md:py-1.5',
        'md:[grid-template-areas:"info_controls_extras"_"info_seek_extras"]',
      )}
    >
      <div className="flex min-w-0 items-center gap-3 [grid-area:info]">
        <MediaCover src={media.cover} className="size-11 shrink-0 rounded-md md:size-12" />
        <div className="min-w-0 flex-1">
          <Link
            to={mediaHref(media._id)}
            className="block truncate text-sm font-medium hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {episode.title}
          </Link>
          <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
        </div>
      </div>
      <div className="justify-self-end [grid-area:controls] md:justify-self-center">
        <Controls />
      </div>
      <SeekBar className="[grid-area:seek] md:w-full md:max-w-xl md:justify-self-center" />
      <div className="flex items-center justify-end gap-0.5 [grid-area:extras] sm:gap-1">
        <TranscriptPanel />
        <SleepMenu />
        <QueuePanel />
        <SpeedMenu />
        <VolumeControl className="hidden lg:flex" />
        <PlayerReport />
      </div>
    </section>
  );
}
