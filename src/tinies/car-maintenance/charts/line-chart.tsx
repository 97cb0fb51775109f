import { useId } from 'react';
import { ticksFor, yOf } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';

export interface ChartPoint {
  /** Shown under the first and last points ("Jan 2025"). */
  label: string;
  value: number;
}

const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 32, left: 52 };

/**
 * A small line chart drawn by hand in SVG: a value axis with round ticks, the line, a dot
 * per point. It is one image to assistive technology, named by `title` and described by
 * `description`; the numbers themselves belong in a list or table beside it.
 */
export default function LineChart({
  title,
  description,
  points,
  format,
}: {
  title: string;
  description: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
}) {
  const id = useId();
  const [ref, chartWidth] = useChartWidth<SVGSVGElement>();
  const ticks = ticksFor(points.map((point) => point.value));
  const bottom = HEIGHT - PAD.bottom;
  const width = chartWidth - PAD.left - PAD.right;
  const xOf = (index: number) =>
    PAD.left + (points.length < 2 ? width / 2 : (index / (points.length - 1)) * width);
  const path = points
    .map(
      (point, index) =>
        `${xOf(index).toFixed(1)},${yOf(point.value, ticks, PAD.top, bottom).toFixed(1)}`,
    )
    .join(' ');
  const first = points[0];
  const last = points.at(-1);

  return (
    <svg
      ref={ref}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${chartWidth} ${HEIGHT}`}
      className="h-auto w-full text-primary"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g className="text-muted-fg" fontSize="12" fill="currentColor">
        {ticks.map((tick) => {
          const y = yOf(tick, ticks, PAD.top, bottom);
          return (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={chartWidth - PAD.right}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeOpacity="0.25"
              />
              <text x={PAD.left - 8} y={y + 4} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          );
        })}
        {first ? (
          <text x={xOf(0)} y={HEIGHT - 8} textAnchor={points.length < 2 ? 'middle' : 'start'}>
            {first.label}
          </text>
        ) : null}
        {last && points.length > 1 ? (
          <text x={xOf(points.length - 1)} y={HEIGHT - 8} textAnchor="end">
            {last.label}
          </text>
        ) : null}
      </g>
      {points.length > 1 ? (
        <polyline
          points={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ) : null}
      {points.map((point, index) => (
        <circle
          key={index}
          cx={xOf(index)}
          cy={yOf(point.value, ticks, PAD.top, bottom)}
          r="4"
          fill="currentColor"
        />
      ))}
    </svg>
  );
}
