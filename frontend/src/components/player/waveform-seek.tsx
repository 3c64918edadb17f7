import * as React from 'react';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  BAR_GAP,
  BAR_WIDTH,
  barCount,
  seekFraction,
  waveformBars,
} from '@/components/player/waveform';

/** KEY_STEP: seconds an arrow key moves on the waveform. */
const KEY_STEP = 5;
const HEIGHT = 28;

/** useWidth follows an element's width in CSS pixels. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = React.useState(0);
  React.useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w !== undefined) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface WaveformSeekProps {
  peaks: readonly number[];
  /** time and duration in seconds. */
  time: number;
  duration: number;
  onSeek: (time: number) => void;
  className?: string;
}

/**
 * WaveformSeek is the seek bar drawn as the episode's loudness: one bar per slice, the part
 * already played in gold, the rest muted, and a lighter preview under the pointer. A native
 * range input lies on top of it (transparent), so clicking, dragging, the keyboard and
 * assistive technology work as on any slider (role slider, name "Seek").
 */
export function WaveformSeek({ peaks, time, duration, onSeek, className }: WaveformSeekProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const count = barCount(width, peaks.length);
  const bars = React.useMemo(() => waveformBars(peaks, count), [peaks, count]);
  const [hover, setHover] = React.useState<number | null>(null);
  const id = `waveform${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const playedId = `${id}-played`;
  const hoverId = `${id}-hover`;

  const progress = duration > 0 ? Math.min(1, Math.max(0, time / duration)) : 0;
  // The bars share the width evenly; each keeps the bar-to-gap proportion.
  const pitch = bars.length > 0 ? width / bars.length : 0;
  const barWidth = Math.max(1, pitch * (BAR_WIDTH / (BAR_WIDTH + BAR_GAP)));
  const rects = bars.map((v, i) => {
    const h = Math.max(2, v * HEIGHT);
    return (
      <rect
        key={i}
        x={i * pitch + (pitch - barWidth) / 2}
        y={(HEIGHT - h) / 2}
        width={barWidth}
        height={h}
        rx={Math.min(1.5, barWidth / 2)}
      />
    );
  });

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? KEY_STEP
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? -KEY_STEP
          : 0;
    if (!step || !duration) return;
    e.preventDefault();
    onSeek(Math.min(duration, Math.max(0, time + step)));
  };

  const onPointerMove = (e: React.PointerEvent<HTMLInputElement>) => {
    if (e.pointerType === 'touch') return;
    const box = e.currentTarget.getBoundingClientRect();
    setHover(seekFraction(e.clientX, box.left, box.width));
  };

  return (
    <div
      ref={ref}
      data-testid="waveform"
      className={cn(
        'relative h-7 min-w-0 rounded-sm',
        'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring has-[input:focus-visible]:ring-offset-2',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 size-full overflow-visible"
        viewBox={`0 0 ${Math.max(1, width)} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <defs>
          <clipPath id={playedId}>
            <rect x={0} y={0} width={progress * width} height={HEIGHT} />
          </clipPath>
          <clipPath id={hoverId}>
            <rect x={0} y={0} width={(hover ?? 0) * width} height={HEIGHT} />
          </clipPath>
        </defs>
        <g className="fill-stone-300">{rects}</g>
        {hover !== null ? (
          <g className="fill-gold-200" clipPath={`url(#${hoverId})`}>
            {rects}
          </g>
        ) : null}
        <g className="fill-gold-500" clipPath={`url(#${playedId})`}>
          {rects}
        </g>
      </svg>
      <input
        type="range"
        aria-label="Seek"
        aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.floor(time)}
        disabled={!duration}
        onChange={(e) => onSeek(Number(e.target.value))}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
        className={cn(
          'absolute inset-0 size-full cursor-pointer appearance-none bg-transparent opacity-0 disabled:cursor-default',
          // A 1 px thumb: the value under the pointer is the time under it, end to end.
          '[&::-webkit-slider-thumb]:h-7 [&::-webkit-slider-thumb]:w-px [&::-webkit-slider-thumb]:appearance-none',
          '[&::-moz-range-thumb]:h-7 [&::-moz-range-thumb]:w-px [&::-moz-range-thumb]:border-0',
        )}
      />
    </div>
  );
}
