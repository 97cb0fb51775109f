import { useId, type ReactNode } from 'react';
import { CHART_HEIGHT, yOf, type ChartPad, type ChartPoint } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';

/** What a small chart is given: its name, a description, the points and their format. */
export interface ChartProps {
  title: string;
  description: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
}

/** A label under the drawing, at `x`. */
export interface AxisLabel {
  text: string;
  x: number;
  anchor: 'start' | 'middle' | 'end';
}

/** What a chart draws at a given width: its marks, and the labels under them. */
export interface ChartDrawing {
  labels: readonly AxisLabel[];
  marks: ReactNode;
}

export interface ChartFrameProps extends Omit<ChartProps, 'points'> {
  pad: ChartPad;
  /** The value axis's ticks, lowest first (see `ticksFor`). */
  ticks: readonly number[];
  /** Draws the marks (bars, a line) for the width the chart is shown at. */
  draw: (width: number) => ChartDrawing;
}

/**
 * What every small chart shares: an SVG drawn at the width it is shown at, one image to
 * assistive technology named by `title` and described by `description`, a value axis with
 * a faint rule per tick, and the labels along the bottom. The numbers themselves belong in
 * a list or table beside it.
 */
export function ChartFrame({ title, description, format, pad, ticks, draw }: ChartFrameProps) {
  const id = useId();
  const [ref, width] = useChartWidth<SVGSVGElement>();
  const bottom = CHART_HEIGHT - pad.bottom;
  const { labels, marks } = draw(width);
  return (
    <svg
      ref={ref}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      className="h-auto w-full text-primary"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g className="text-muted-fg" fontSize="12" fill="currentColor">
        {ticks.map((tick) => {
          const y = yOf(tick, ticks, pad.top, bottom);
          return (
            <g key={tick}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeOpacity="0.25"
              />
              <text x={pad.left - 8} y={y + 4} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          );
        })}
        {labels.map((label, index) => (
          <text key={index} x={label.x} y={CHART_HEIGHT - 8} textAnchor={label.anchor}>
            {label.text}
          </text>
        ))}
      </g>
      {marks}
    </svg>
  );
}

/**
 * The labels under the first and the last point, at the x each is drawn from; a lone
 * point's label stands as `alone` says (centred under a dot, from a bar's left edge).
 */
export function endLabels(
  points: readonly ChartPoint[],
  first: (index: number) => number,
  last: (index: number) => number,
  alone: AxisLabel['anchor'] = 'middle',
): AxisLabel[] {
  const labels: AxisLabel[] = [];
  const start = points[0];
  const end = points.at(-1);
  if (start) {
    labels.push({ text: start.label, x: first(0), anchor: points.length < 2 ? alone : 'start' });
  }
  if (end && points.length > 1) {
    labels.push({ text: end.label, x: last(points.length - 1), anchor: 'end' });
  }
  return labels;
}
