/**
 * How long each time-out and self-exclusion lasts, and the windows of the limits.
 * Months and years are calendar ones (6 months from 15 March ends 15 September), in UTC.
 */
import {
  RESPONSIBLE_LIMIT_WINDOW_HOURS,
  type ResponsibleLimitKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '../../common/contract/responsible.contract';

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The end of a time-out or self-exclusion that starts at `from`. */
export function blockEndsAt(period: TimeOutPeriod | SelfExclusionPeriod, from: Date): Date {
  const t = from.getTime();
  switch (period) {
    case '24h':
      return new Date(t + DAY_MS);
    case '7d':
      return new Date(t + 7 * DAY_MS);
    case '30d':
      return new Date(t + 30 * DAY_MS);
    case '6w':
      return new Date(t + 42 * DAY_MS);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
  }
}

function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** A windowed limit's window in milliseconds (0 for the per-bet limit). */
export function windowMs(kind: ResponsibleLimitKind): number {
  return (RESPONSIBLE_LIMIT_WINDOW_HOURS[kind] ?? 0) * HOUR_MS;
}

export const DEPOSIT_KINDS = ['deposit24h', 'deposit7d', 'deposit30d'] as const;
export const LOSS_KINDS = ['loss24h', 'loss7d', 'loss30d'] as const;
