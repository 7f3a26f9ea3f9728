/**
 * Display formats of spec §9: money in won, points, odds, percentages, scores, Asia/Seoul dates
 * and Korean phone numbers. Pure functions: no React, no stores.
 */
import {
  seoulDateTimeText,
  seoulParts,
  SITE_TIME_ZONE,
  toEpochMs,
  two,
  type DateInput,
  type SeoulParts,
} from './seoul-time';

export { SITE_TIME_ZONE, type DateInput };
export const ODDS_DEFAULT = '0.00';
export const PERCENT_DEFAULT = '0%';
export const SCORE_DEFAULT = '0:0';

const thousands = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Integer with thousands separators; fractions are dropped toward zero (amounts are integer won). */
export function formatNumber(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return '0';
  return thousands.format(Math.trunc(value) || 0);
}

/** Cash: `12,345원`. */
export function formatWon(value: number | null | undefined): string {
  return `${formatNumber(value)}원`;
}

/** Points: `1,200P`. */
export function formatPoints(value: number | null | undefined): string {
  return `${formatNumber(value)}P`;
}

/** Odds are stored as integer hundredths (docs/architecture.md §5): `185` → `'1.85'`. */
export function formatOdds(hundredths: number | null | undefined): string {
  if (!isFiniteNumber(hundredths) || hundredths <= 0) return ODDS_DEFAULT;
  const whole = Math.trunc(hundredths);
  return `${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Percent with at most two decimals, trailing zeros dropped: `12.5` → `'12.5%'`. */
export function formatPercent(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return PERCENT_DEFAULT;
  const rounded = Math.round(value * 100) / 100;
  return `${rounded}%`;
}

/** Score `home:away`; a missing side shows the default `0:0`. */
export function formatScore(
  home: number | null | undefined,
  away: number | null | undefined,
): string {
  if (!isFiniteNumber(home) || !isFiniteNumber(away)) return SCORE_DEFAULT;
  return `${home}:${away}`;
}

function seoul(value: DateInput): SeoulParts | null {
  const ms = toEpochMs(value);
  return ms === null ? null : seoulParts(ms);
}

/** `MM-DD HH:mm` in Asia/Seoul; empty text for a missing or invalid date. */
export function formatShortDateTime(value: DateInput): string {
  const p = seoul(value);
  return p ? `${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}` : '';
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Seoul. */
export function formatDateTime(value: DateInput): string {
  const ms = toEpochMs(value);
  return ms === null ? '' : seoulDateTimeText(ms);
}

/** `YY-MM-DD` in Asia/Seoul. */
export function formatShortDate(value: DateInput): string {
  const p = seoul(value);
  return p ? `${two(p.year % 100)}-${two(p.month)}-${two(p.day)}` : '';
}

export const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Korean weekday label of the date in Asia/Seoul: `'월'`. */
export function formatWeekday(value: DateInput): string {
  const date = seoul(value);
  return date ? (KOREAN_WEEKDAYS[date.weekday] ?? '') : '';
}

/** Korean phone numbers with hyphens: `01012345678` → `010-1234-5678`; other text unchanged. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (/^01\d{8,9}$/.test(digits)) {
    return digits.length === 11
      ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
      : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (/^02\d{7,8}$/.test(digits)) {
    return digits.length === 10
      ? `02-${digits.slice(2, 6)}-${digits.slice(6)}`
      : `02-${digits.slice(2, 5)}-${digits.slice(5)}`;
  }
  if (/^0\d{9,10}$/.test(digits)) {
    return digits.length === 11
      ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
      : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return value;
}

/** Current unix time in seconds, the `time` query of domestic sports and forced-inbox links (spec §2). */
export function unixNow(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}
