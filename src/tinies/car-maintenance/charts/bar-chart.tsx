import { ChartFrame, endLabels, type ChartProps } from './chart-frame.tsx';
import { CHART_HEIGHT, ticksFor, yOf } from './chart-scale.ts';

const PAD = { top: 16, right: 12, bottom: 32, left: 64 };

/**
 * A small bar chart drawn by hand in SVG, from zero up, a bar per point; labels under
 * the first and last bars.
 */
export default function BarChart({ points, ...chart }: ChartProps) {
  const ticks = ticksFor(
    points.map((point) => point.value),
    4,
    true,
  );
  const bottom = CHART_HEIGHT - PAD.bottom;
  const zero = yOf(0, ticks, PAD.top, bottom);

  return (
    <ChartFrame
      {...chart}
      pad={PAD}
      ticks={ticks}
      draw={(width) => {
        const slot = (width - PAD.left - PAD.right) / Math.max(points.length, 1);
        const barWidth = Math.max(2, Math.min(40, slot * 0.7));
        const xOf = (index: number) => PAD.left + slot * index + (slot - barWidth) / 2;
        return {
          labels: endLabels(points, xOf, (index) => xOf(index) + barWidth, 'start'),
          marks: points.map((point, index) => {
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
          }),
        };
      }}
    />
  );
}
