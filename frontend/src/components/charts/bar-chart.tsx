import * as React from 'react';
import { Table2 } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartContainer, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart';
import { chartScale, labelIndexes } from '@/components/charts/chart-scale';
import { summarize, type BarDatum } from '@/components/charts/bar-data';

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

/** chartConfig: the one series, in the brand's gold (a CSS variable of the theme). */
const chartConfig = {
  value: { label: 'Value', color: 'var(--color-gold-500)' },
} satisfies ChartConfig;

/**
 * BarChart is a bar chart (recharts, through the shadcn-style ChartContainer) with a value axis
 * and date labels. The picture is one image with a summary for screen readers; the exact
 * figures are in a table it can show.
 */
export default function BarChart({
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
  const ticks = labelIndexes(data.length).map((i) => data[i].label);
  const n = (v: number) => `${formatCount(v)} ${v === 1 ? unit : `${unit}s`}`;

  return (
    <figure className={cn('grid gap-3', className)}>
      <div role="img" aria-label={summarize(data, title, unit)}>
        <ChartContainer config={chartConfig} style={{ height }} aria-hidden="true">
          <RechartsBarChart
            data={data}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            barCategoryGap={data.length > 45 ? '30%' : '40%'}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} strokeDasharray="4 4" />
            <XAxis
              dataKey="label"
              ticks={ticks}
              interval="preserveStartEnd"
              tickLine={false}
              axisLine={{ className: 'stroke-stone-300' }}
              tickMargin={8}
              minTickGap={12}
            />
            <YAxis
              domain={[0, scale.max]}
              ticks={scale.ticks}
              allowDecimals={false}
              tickFormatter={(v: number) => formatCount(v)}
              tickLine={false}
              axisLine={false}
              width={36}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-gold-50)' }}
              content={<ChartTooltipContent formatValue={(v) => n(v)} />}
              isAnimationActive={false}
            />
            <Bar
              dataKey="value"
              fill="var(--color-value)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
              activeBar={{ fill: 'var(--color-gold-600)' }}
            />
          </RechartsBarChart>
        </ChartContainer>
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
