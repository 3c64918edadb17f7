const STEPS = [1, 2, 2.5, 5, 10];

/**
 * niceStep is a round step of at least `raw`: 1, 2, 2.5 or 5 times a power of ten (whole
 * numbers only when `integer`, for counts).
 */
export function niceStep(raw: number, integer = true): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const s of STEPS) {
    const step = s * magnitude;
    if (step + 1e-9 >= raw && (!integer || Number.isInteger(step))) return step;
  }
  return 10 * magnitude;
}

/** ChartScale is a value axis from 0 to `max`, with its ticks. */
export interface ChartScale {
  max: number;
  ticks: number[];
  /** ratio is where a value sits on the axis, 0 (bottom) to 1 (top), clamped. */
  ratio: (value: number) => number;
}

/**
 * chartScale fits the values on an axis from 0 to a round maximum. It tries 3 to 5 steps and
 * keeps the tightest fit (23 → 0-25 in five steps rather than 0-40 in four), so the tallest
 * bar fills most of the chart; all zeros (or nothing) still get an axis of 0 to 4.
 */
export function chartScale(values: number[], integer = true): ChartScale {
  const top = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  let best = { step: 1, count: 4 };
  if (top > 0) {
    let bestMax = Infinity;
    for (const count of [4, 5, 3]) {
      const step = niceStep(top / count, integer);
      if (step * count < bestMax - 1e-9) {
        bestMax = step * count;
        best = { step, count };
      }
    }
  }
  const max = best.step * best.count;
  const ticks = Array.from({ length: best.count + 1 }, (_, i) =>
    Number((i * best.step).toFixed(6)),
  );
  return {
    max,
    ticks,
    ratio: (value) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value / max)) : 0),
  };
}

/**
 * labelIndexes picks about `wanted` evenly spread indexes of `count` points to label on the
 * x axis, always the first and the last.
 */
export function labelIndexes(count: number, wanted = 7): number[] {
  if (count <= 0) return [];
  if (count <= wanted) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil((count - 1) / (wanted - 1));
  const out: number[] = [];
  for (let i = 0; i < count - 1; i += every) out.push(i);
  if (count - 1 - out[out.length - 1] < every / 2) out.pop();
  out.push(count - 1);
  return out;
}
