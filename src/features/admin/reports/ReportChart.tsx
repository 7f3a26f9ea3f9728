import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../domain/format';
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
};

const HEIGHT = 220;
/** Days are drawn as UTC dates: x is each Seoul day's date at 00:00 UTC. */
const utcDate = (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC');

/**
 * One line chart of the reports dashboard (issue 14 "Reports"), drawn with uPlot: about 50 kB
 * minified on canvas, maintained, and loaded only in the reports route's chunk. The same figures
 * stand in a table beside every chart, for reading and for screen readers.
 */
export function ReportChart({ title, testId, x, series }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth || 560),
        height: HEIGHT,
        tzDate: utcDate,
        legend: { show: true },
        axes: [{}, { size: 72, values: (_u, ticks) => ticks.map((tick) => formatNumber(tick)) }],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            value: (_u: uPlot, v: number | null) => (v === null ? '-' : formatNumber(v)),
          })),
        ],
      },
      [x as number[], ...series.map((s) => s.values as number[])],
      element,
    );
    return () => chart.destroy();
  }, [x, series]);

  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
