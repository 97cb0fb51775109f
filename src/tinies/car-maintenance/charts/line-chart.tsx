import { ChartFrame, type AxisLabel } from './chart-frame.tsx';
import { CHART_HEIGHT, ticksFor, yOf, type ChartPoint } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';

const PAD = { top: 16, right: 16, bottom: 32, left: 52 };

/**
 * A small line chart drawn by hand in SVG: a value axis with round ticks, the line, a dot
 * per point.
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
  const [ref, chartWidth] = useChartWidth<SVGSVGElement>();
  const ticks = ticksFor(points.map((point) => point.value));
  const bottom = CHART_HEIGHT - PAD.bottom;
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
  const labels: AxisLabel[] = [];
  if (first) {
    labels.push({ text: first.label, x: xOf(0), anchor: points.length < 2 ? 'middle' : 'start' });
  }
  if (last && points.length > 1) {
    labels.push({ text: last.label, x: xOf(points.length - 1), anchor: 'end' });
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
    </ChartFrame>
  );
}
