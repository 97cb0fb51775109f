import { useId, type ReactNode, type Ref } from 'react';
import { CHART_HEIGHT, yOf, type ChartPad } from './chart-scale.ts';

/** A label under the drawing, at `x`. */
export interface AxisLabel {
  text: string;
  x: number;
  anchor: 'start' | 'middle' | 'end';
}

export interface ChartFrameProps {
  title: string;
  description: string;
  /** The measured width the drawing is laid out for, and the element measured. */
  width: number;
  svgRef: Ref<SVGSVGElement>;
  pad: ChartPad;
  /** The value axis's ticks, lowest first (see `ticksFor`). */
  ticks: readonly number[];
  format: (value: number) => string;
  /** Under the drawing: usually the first and the last point's label. */
  labels: readonly AxisLabel[];
  /** The marks themselves (bars, a line), drawn over the grid. */
  children: ReactNode;
}

/**
 * What every small chart shares: the SVG, one image to assistive technology named by
 * `title` and described by `description`, a value axis with a faint rule per tick, and
 * the labels along the bottom. The numbers themselves belong in a list or table beside it.
 */
export function ChartFrame({
  title,
  description,
  width,
  svgRef,
  pad,
  ticks,
  format,
  labels,
  children,
}: ChartFrameProps) {
  const id = useId();
  const bottom = CHART_HEIGHT - pad.bottom;
  return (
    <svg
      ref={svgRef}
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
      {children}
    </svg>
  );
}
