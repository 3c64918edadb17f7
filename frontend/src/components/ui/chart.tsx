import * as React from 'react';
import { ResponsiveContainer, type TooltipContentProps } from 'recharts';
import { cn } from '@/lib/utils';

/**
 * ChartConfig names each series of a chart and its colour (shadcn's chart pattern): the
 * container turns every colour into a CSS variable `--color-<key>`, and the chart's marks use
 * `var(--color-<key>)`, so colours live in the theme, not in the chart's code.
 */
export type ChartConfig = Record<string, { label: string; color: string }>;

/** chartStyle is the CSS variables of a config, one `--color-<key>` per series. */
export function chartStyle(config: ChartConfig): React.CSSProperties {
  const style: Record<string, string> = {};
  for (const [key, { color }] of Object.entries(config)) style[`--color-${key}`] = color;
  return style as React.CSSProperties;
}

/**
 * ChartContainer sizes a recharts chart to its box and gives it the config's colours and the
 * app's type (axis text in the muted colour, grid lines in the border colour).
 */
export function ChartContainer({
  config,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof ResponsiveContainer>['children'];
}) {
  return (
    <div
      data-slot="chart"
      style={chartStyle(config)}
      className={cn(
        'w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-stone-200 [&_.recharts-surface]:outline-none',
        className,
      )}
      {...props}
    >
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** ChartTooltipContent is the tooltip of a point: its label and each series' value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatValue,
}: Partial<TooltipContentProps<number, string>> & {
  formatValue: (value: number, key: string) => string;
}) {
  if (!active || !payload?.length) return null;
  return (
    <div className="grid gap-1 rounded-md border bg-background px-2.5 py-1.5 text-xs shadow-md">
      <p className="font-medium">{label}</p>
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name);
        return (
          <p key={key} className="flex items-center gap-1.5 text-muted-foreground">
            <span
              className="size-2 rounded-[2px]"
              style={{ background: `var(--color-${key})` }}
              aria-hidden="true"
            />
            <span className="font-medium text-foreground tabular-nums">
              {formatValue(Number(item.value ?? 0), key)}
            </span>
          </p>
        );
      })}
    </div>
  );
}
