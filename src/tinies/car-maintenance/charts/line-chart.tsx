import { ChartFrame, endLabels, type ChartProps } from './chart-frame.tsx';
import { CHART_HEIGHT, ticksFor, yOf } from './chart-scale.ts';

const PAD = { top: 16, right: 16, bottom: 32, left: 52 };

/**
 * A small line chart drawn by hand in SVG: a value axis with round ticks, the line, a dot
 * per point; labels under the first and last points.
 */
export default function LineChart({ points, ...chart }: ChartProps) {
  const ticks = ticksFor(points.map((point) => point.value));
  const bottom = CHART_HEIGHT - PAD.bottom;
  const yAt = (value: number) => yOf(value, ticks, PAD.top, bottom);

  return (
    <ChartFrame
      {...chart}
      pad={PAD}
      ticks={ticks}
      draw={(chartWidth) => {
        const width = chartWidth - PAD.left - PAD.right;
        const xOf = (index: number) =>
          PAD.left + (points.length < 2 ? width / 2 : (index / (points.length - 1)) * width);
        const path = points
          .map((point, index) => `${xOf(index).toFixed(1)},${yAt(point.value).toFixed(1)}`)
          .join(' ');
        return {
          labels: endLabels(points, xOf, xOf),
          marks: (
            <>
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
                  cy={yAt(point.value)}
                  r="4"
                  fill="currentColor"
                />
              ))}
            </>
          ),
        };
      }}
    />
  );
}
