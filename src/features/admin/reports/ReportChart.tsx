import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../../common/domain/format';
import { dayLabel, DAY_INCRS, drawAsBars, INTEGER_INCRS, xRange, yRange } from './chart-scales';
import styles from './Reports.module.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: readonly number[];
}

type Props = {
  title: string;
  testId: string;
  /** Unix seconds of each day at 00:00 UTC (report-dates.ts chartX). */
  x: readonly number[];
  series: readonly ChartSeries[];
  /** The report's selected range (YYYY-MM-DD): the x-axis, whatever days hold data. */
  from: string;
  to: string;
  /** Counts (members): whole ticks only. */
  integer?: boolean;
};

const HEIGHT = 220;

/**
 * One line chart of the reports dashboard, drawn with uPlot: about 50 kB
 * minified on canvas, maintained, and loaded only when a chart mounts (the library reads
 * `matchMedia` as it loads, which pages that merely import the route tree must not trigger).
 * The same figures stand in a table beside every chart, for reading and for screen readers.
 */
export function ReportChart({ title, testId, x, series, from, to, integer = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let unmounted = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (unmounted) return;
      const bars = drawAsBars(from, to);
      const [xMin, xMax] = xRange(from, to);
      const [yMin, yMax] = yRange(
        series.flatMap((s) => s.values),
        integer,
      );
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth || 560),
          height: HEIGHT,
          // Days are drawn as UTC dates: x is each Seoul day's date at 00:00 UTC.
          tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          scales: {
            x: { time: true, range: () => [xMin, xMax] },
            y: { range: () => [yMin, yMax] },
          },
          // The legend follows the cursor: each series' value on the hovered day.
          legend: { show: true, live: true },
          axes: [
            {
              incrs: DAY_INCRS as number[],
              values: (_u, ticks) => ticks.map((tick) => dayLabel(tick)),
            },
            {
              size: 72,
              ...(integer ? { incrs: INTEGER_INCRS as number[] } : {}),
              values: (_u, ticks) => ticks.map((tick) => formatNumber(tick)),
            },
          ],
          series: [
            { value: (_u: uPlot, v: number | null) => (v === null ? '-' : dayLabel(v)) },
            ...series.map((s) => ({
              label: s.label,
              stroke: s.color,
              width: 2,
              ...(bars
                ? { fill: s.color, paths: UPlot.paths.bars!({ size: [0.6, 48] }) }
                : { points: { show: true, size: 6 } }),
              value: (_u: uPlot, v: number | null) => (v === null ? '-' : formatNumber(v)),
            })),
          ],
        },
        [x as number[], ...series.map((s) => s.values as number[])],
        element,
      );
    });
    return () => {
      unmounted = true;
      chart?.destroy();
    };
  }, [x, series, from, to, integer]);

  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
