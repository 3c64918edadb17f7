import { formatCount } from '@/lib/format';

export interface BarDatum {
  /** key: unique, e.g. the date */
  key: string;
  /** label: the point as people read it ("Jun 3") */
  label: string;
  value: number;
}

/** summarize is the chart in one sentence, for screen readers. */
export function summarize(data: BarDatum[], title: string, unit: string): string {
  if (data.length === 0) return `${title}: no data.`;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const top = data.reduce((a, b) => (b.value > a.value ? b : a), data[0]);
  const n = (v: number) => `${formatCount(v)} ${v === 1 ? unit : `${unit}s`}`;
  return `${title}, ${data[0].label} to ${data[data.length - 1].label}: ${n(total)} in total${
    top.value > 0 ? `, most on ${top.label} (${formatCount(top.value)})` : ''
  }.`;
}
