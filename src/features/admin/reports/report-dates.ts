/**
 * The dashboard's range presets in Asia/Seoul days (today and a chosen
 * range). Seoul has no DST, so a fixed +09:00 offset gives its calendar day.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the Seoul day `daysAgo` days before the one holding `nowMs`. */
export function seoulDate(nowMs: number, daysAgo = 0): string {
  return new Date(nowMs + SEOUL_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

export interface DateRange {
  from: string;
  to: string;
}

/** The last `days` Seoul days up to today, both ends included. */
export function lastDays(nowMs: number, days: number): DateRange {
  return { from: seoulDate(nowMs, days - 1), to: seoulDate(nowMs) };
}

/** Unix seconds of a `YYYY-MM-DD` at 00:00 UTC: the charts' x values (drawn in UTC). */
export function chartX(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}
