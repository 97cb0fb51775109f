/**
 * The plain maths of the small hand-drawn charts: a value axis with round steps, and
 * where each point falls inside the drawing.
 */

/** One value of a small chart. */
export interface ChartPoint {
  /** Shown under the first and last points ("Jan 2025"). */
  label: string;
  value: number;
}

/** The drawing's height in its own units (the width follows the element's). */
export const CHART_HEIGHT = 220;

/** Room kept around the plotted area for the axis labels. */
export interface ChartPad {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A round step (1, 2 or 5 × 10ⁿ) giving about `count` ticks between `min` and `max`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / magnitude;
  const nice = scaled <= 1.5 ? 1 : scaled <= 3 ? 2 : scaled <= 7 ? 5 : 10;
  return nice * magnitude;
}

/** Ticks covering `values` (and zero, with `fromZero`), lowest first. */
export function ticksFor(values: readonly number[], count = 4, fromZero = false): number[] {
  if (values.length === 0) return [0, 1];
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (fromZero) low = Math.min(0, low);
  if (low === high) {
    // One value (or all equal): a band around it.
    const pad = Math.abs(low) > 0 ? Math.abs(low) * 0.1 : 1;
    high += pad;
    low = fromZero ? low : low - pad;
  }
  const step = niceStep(high - low, count);
  const start = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let index = 0; index <= 20; index += 1) {
    const tick = Number((start + index * step).toPrecision(12));
    ticks.push(tick);
    if (index > 0 && tick >= high) break;
  }
  return ticks;
}

/** Maps `value` from the ticks' range onto `[bottom, top]` of the drawing (y grows down). */
export function yOf(value: number, ticks: readonly number[], top: number, bottom: number): number {
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  if (high === low) return (top + bottom) / 2;
  return bottom - ((value - low) / (high - low)) * (bottom - top);
}
