/**
 * A report's range of Asia/Seoul days: the dates the aggregates are keyed by
 * and the UTC instants the raw tables are filtered by. Seoul has no DST, so both agree.
 */
import { DAY_MS, seoulDayRange } from '../platform/lib/seoul-day';

export interface ReportRange {
  /** First Seoul day, `YYYY-MM-DD`, included. */
  from: string;
  /** Last Seoul day, `YYYY-MM-DD`, included. */
  to: string;
  /** The instant the first day starts (UTC, ISO text for SQL parameters). */
  startsAt: string;
  /** The instant after the last day ends. */
  endsAt: string;
}

export function reportRange(from: string, to: string): ReportRange {
  return {
    from,
    to,
    startsAt: seoulDayRange(from).from.toISOString(),
    endsAt: seoulDayRange(to).to.toISOString(),
  };
}

/** Every day of the range, in order, as `YYYY-MM-DD`. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let at = Date.parse(range.from); at <= Date.parse(range.to); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
