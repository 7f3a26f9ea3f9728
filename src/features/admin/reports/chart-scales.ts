/**
 * The reports charts' scales, decided from the report's selected range rather than left to
 * uPlot, which ranges a time axis from its data: one day of data gave an axis from one year to the
 * next with a lone point in it. Here the x-axis is the range's days (each a tick, half a day of
 * margin either side), a one-day range is drawn as bars, and counts (active members) get whole
 * ticks only.
 */
import { chartX } from './report-dates';

export const DAY_S = 86_400;

/** Tick steps on the time axis: whole days only (never hours of a day the data does not split). */
export const DAY_INCRS: readonly number[] = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map(
  (days) => days * DAY_S,
);

/** Tick steps of a count: 1, 2, 5 × powers of ten (no 0.5 of a member). */
export const INTEGER_INCRS: readonly number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** The x-axis: the first to the last day of the range, half a day either side. */
export function xRange(from: string, to: string): [number, number] {
  return [chartX(from) - DAY_S / 2, chartX(to) + DAY_S / 2];
}

/** A range of one day has one value per series: a bar reads as a figure, a point does not. */
export function drawAsBars(from: string, to: string): boolean {
  return chartX(to) <= chartX(from);
}

/**
 * The y-axis from 0 (sums of money and counts start there) to a little above the largest value;
 * negative values (a product the house lost on) take the axis below 0. An all-zero range still
 * gets an axis of height 1.
 */
export function yRange(values: readonly number[], integer: boolean): [number, number] {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const top = max === 0 && min === 0 ? 1 : max * 1.1;
  return [min * 1.1, integer ? Math.ceil(top) : top];
}

/** A tick's day as the tables write it (`MM-DD`), in UTC where chartX put it. */
export function dayLabel(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(5, 10);
}
