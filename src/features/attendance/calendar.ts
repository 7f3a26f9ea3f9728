/**
 * Month calendar layout for the attendance page: Sunday-first weeks of a `YYYY-MM` month.
 * Pure: calendar arithmetic on the date itself (no time zone is involved once the day is known).
 */

export interface CalendarCell {
  /** `YYYY-MM-DD`, or null for the padding before the 1st and after the last day. */
  day: string | null;
  /** Day of month (1…31); 0 for padding. */
  date: number;
}

/** Number of days of `YYYY-MM`. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Weekday (0 = 일 … 6 = 토) of the month's first day. */
export function firstWeekday(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
}

/** Rows of 7 cells, padded before the 1st and after the last day. */
export function monthGrid(month: string): CalendarCell[][] {
  const cells: CalendarCell[] = [];
  for (let i = 0; i < firstWeekday(month); i++) cells.push({ day: null, date: 0 });
  const total = daysInMonth(month);
  for (let d = 1; d <= total; d++) {
    cells.push({ day: `${month}-${String(d).padStart(2, '0')}`, date: d });
  }
  while (cells.length % 7 !== 0) cells.push({ day: null, date: 0 });
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The month `delta` months from `YYYY-MM`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
