import { COUPON_LIMITS } from '../../../common/contract/coupon.contract';

const SEOUL_OFFSET_MS = 9 * 3_600_000; // Asia/Seoul has no DST (spec §9 time zone)
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the Seoul day `days` after the one containing `now`. */
export function seoulDayAfter(days: number, now: number = Date.now()): string {
  return new Date(now + SEOUL_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last second of a Seoul calendar day as an ISO instant: the coupon is good through that day. */
export function endOfSeoulDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T23:59:59+09:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A typed whole amount within the issue limits, or null (the form shows why). */
export function parseCouponAmount(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) &&
    value >= COUPON_LIMITS.minAmount &&
    value <= COUPON_LIMITS.maxAmount
    ? value
    : null;
}
