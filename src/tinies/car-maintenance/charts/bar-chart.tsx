import { useId } from 'react';
import { ticksFor, yOf } from './chart-scale.ts';
import type { ChartPoint } from './line-chart.tsx';
import { useChartWidth } from './use-chart-width.ts';

const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 32, left: 64 };

/**
 * A small bar chart drawn by hand in SVG, from zero up, a bar per point; labels under
 * the first and last bars. One image to assistive technology (`title`, `description`);
 * the numbers themselves belong in a list or table beside it.
 */
export default function BarChart({
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
  const ticks = ticksFor(
    points.map((point) => point.value),
    4,
    true,
  );
  const bottom = HEIGHT - PAD.bottom;
  const slot = (chartWidth - PAD.left - PAD.right) / Math.max(points.length, 1);
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const xOf = (index: number) => PAD.left + slot * index + (slot - barWidth) / 2;
  const zero = yOf(0, ticks, PAD.top, bottom);

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
        {points.length > 0 ? (
          <text x={xOf(0)} y={HEIGHT - 8} textAnchor="start">
            {points[0]?.label}
          </text>
        ) : null}
        {points.length > 1 ? (
          <text x={xOf(points.length - 1) + barWidth} y={HEIGHT - 8} textAnchor="end">
            {points.at(-1)?.label}
          </text>
        ) : null}
      </g>
      {points.map((point, index) => {
        const top = yOf(point.value, ticks, PAD.top, bottom);
        return (
          <rect
            key={index}
            x={xOf(index)}
            y={Math.min(top, zero)}
            width={barWidth}
            height={Math.abs(zero - top)}
            rx="2"
            fill="currentColor"
          />
        );
      })}
    </svg>
  );
}
