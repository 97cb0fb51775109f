import { ChartFrame, type AxisLabel } from './chart-frame.tsx';
import { CHART_HEIGHT, ticksFor, yOf, type ChartPoint } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';

const PAD = { top: 16, right: 12, bottom: 32, left: 64 };

/**
 * A small bar chart drawn by hand in SVG, from zero up, a bar per point; labels under
 * the first and last bars.
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
  const [ref, chartWidth] = useChartWidth<SVGSVGElement>();
  const ticks = ticksFor(
    points.map((point) => point.value),
    4,
    true,
  );
  const bottom = CHART_HEIGHT - PAD.bottom;
  const slot = (chartWidth - PAD.left - PAD.right) / Math.max(points.length, 1);
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const xOf = (index: number) => PAD.left + slot * index + (slot - barWidth) / 2;
  const zero = yOf(0, ticks, PAD.top, bottom);
  const first = points[0];
  const last = points.at(-1);
  const labels: AxisLabel[] = [];
  if (first) labels.push({ text: first.label, x: xOf(0), anchor: 'start' });
  if (last && points.length > 1) {
    labels.push({ text: last.label, x: xOf(points.length - 1) + barWidth, anchor: 'end' });
  }

  return (
    <ChartFrame
      title={title}
      description={description}
      width={chartWidth}
      svgRef={ref}
      pad={PAD}
      ticks={ticks}
      format={format}
      labels={labels}
    >
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
    </ChartFrame>
  );
}
