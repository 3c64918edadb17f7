import * as React from 'react';
import { Table2 } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { chartScale, labelIndexes } from '@/components/charts/chart-scale';

export interface BarDatum {
  /** key: unique, e.g. the date */
  key: string;
  /** label: the point as people read it ("Jun 3") */
  label: string;
  value: number;
}

export interface BarChartProps {
  data: BarDatum[];
  /** title names the chart for screen readers and the table ("Plays per day"). */
  title: string;
  /** valueLabel: the column heading of the values ("Plays"). */
  valueLabel: string;
  /** unit: the value's noun for tooltips ("play" → "3 plays"). */
  unit: string;
  className?: string;
  height?: number;
}

const VIEW_W = 1000;
const VIEW_H = 300;

function describe(data: BarDatum[], title: string, unit: string) {
  if (data.length === 0) return `${title}: no data.`;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const top = data.reduce((a, b) => (b.value > a.value ? b : a), data[0]);
  const n = (v: number) => `${formatCount(v)} ${v === 1 ? unit : `${unit}s`}`;
  return `${title}, ${data[0].label} to ${data[data.length - 1].label}: ${n(total)} in total${
    top.value > 0 ? `, most on ${top.label} (${formatCount(top.value)})` : ''
  }.`;
}

/**
 * BarChart is a small SVG bar chart with a value axis and date labels. The picture is one
 * image with a summary for screen readers; the exact figures are in a table it can show.
 */
export function BarChart({
  data,
  title,
  valueLabel,
  unit,
  className,
  height = 220,
}: BarChartProps) {
  const [showTable, setShowTable] = React.useState(false);
  const tableId = React.useId();
  const scale = chartScale(data.map((d) => d.value));
  const slot = data.length ? VIEW_W / data.length : VIEW_W;
  const barW = Math.max(1, slot * (data.length > 45 ? 0.7 : 0.6));
  const labelList = labelIndexes(data.length);
  // On a phone every other label is left out, so they never collide.
  const labels = new Map(
    labelList.map((index, k) => [index, k % 2 === 1 && k < labelList.length - 1]),
  );

  return (
    <figure className={cn('grid gap-3', className)}>
      <div className="flex gap-2">
        {/* Value axis, in HTML so its text never stretches with the bars. */}
        <div
          className="relative w-8 shrink-0 text-right text-xs text-muted-foreground tabular-nums"
          style={{ height }}
          aria-hidden="true"
        >
          {scale.ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 leading-none"
              style={{ bottom: `${scale.ratio(t) * 100}%`, transform: 'translateY(50%)' }}
            >
              {formatCount(t)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={describe(data, title, unit)}
            viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
            preserveAspectRatio="none"
            className="block w-full overflow-visible"
            style={{ height }}
          >
            {scale.ticks.map((t) => {
              const y = VIEW_H - scale.ratio(t) * VIEW_H;
              return (
                <line
                  key={t}
                  x1={0}
                  x2={VIEW_W}
                  y1={y}
                  y2={y}
                  className={t === 0 ? 'stroke-stone-300' : 'stroke-stone-200'}
                  strokeDasharray={t === 0 ? undefined : '4 4'}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {data.map((d, i) => {
              const h = scale.ratio(d.value) * VIEW_H;
              return (
                <g key={d.key} className="group">
                  {/* A full-height hit area, so thin bars still show their tooltip. */}
                  <rect
                    x={i * slot}
                    y={0}
                    width={slot}
                    height={VIEW_H}
                    className="fill-transparent group-hover:fill-gold-50"
                  />
                  <rect
                    x={i * slot + (slot - barW) / 2}
                    y={VIEW_H - h}
                    width={barW}
                    height={h}
                    rx={Math.min(4, barW / 3)}
                    className="fill-gold-500 transition-colors group-hover:fill-gold-600"
                  />
                  <title>{`${d.label}: ${formatCount(d.value)} ${d.value === 1 ? unit : `${unit}s`}`}</title>
                </g>
              );
            })}
          </svg>
          <div className="relative mt-2 h-4 text-xs text-muted-foreground" aria-hidden="true">
            {data.map((d, i) =>
              labels.has(i) ? (
                <span
                  key={d.key}
                  className={cn(
                    'absolute -translate-x-1/2 whitespace-nowrap',
                    labels.get(i) && 'hidden sm:block',
                  )}
                  style={{ left: `${((i + 0.5) / data.length) * 100}%` }}
                >
                  {d.label}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <figcaption className="flex items-center justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          <Table2 aria-hidden="true" />
          {showTable ? 'Hide table' : 'Show as table'}
        </Button>
      </figcaption>
      <div id={tableId} hidden={!showTable} className="max-h-72 overflow-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Date
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {data.map((d) => (
              <tr key={d.key}>
                <td className="px-3 py-1.5">{d.label}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
