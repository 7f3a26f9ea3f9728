import { POINT_CONVERT_LIMITS } from '../../../common/contract/points.contract';
import { formatPoints } from '../../../common/domain/format';
import { POINTS } from '../../../common/i18n/points.ko';

/** Quick-add buttons: +1만 … +10만 P. */
export const QUICK_POINTS = [
  { points: 10_000, label: '1만' },
  { points: 30_000, label: '3만' },
  { points: 50_000, label: '5만' },
  { points: 100_000, label: '10만' },
] as const;

/**
 * What was typed, as integer points: digits with optional thousands separators and a trailing 'P'.
 * `null` for an empty field, `NaN` for anything else that is not a whole number.
 */
export function parsePoints(text: string): number | null {
  const trimmed = text.replace(/\s+/g, '').replace(/[Pp]$/, '');
  if (trimmed === '') return null;
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

/** The server's rules, in the same Korean words: the reason it cannot convert, or `null`. */
export function pointsError(points: number | null, balance: number): string | null {
  const { minPoint, unitPoint } = POINT_CONVERT_LIMITS;
  if (points === null) return POINTS.errors.required;
  if (!Number.isSafeInteger(points)) return POINTS.errors.notInteger;
  if (points < minPoint) return POINTS.errors.tooLow;
  if (points % unitPoint !== 0) return POINTS.errors.unit;
  if (points > balance) return POINTS.errors.overBalance;
  return null;
}

/** Adds a quick amount to what is typed (an unreadable field starts again from zero). */
export function addQuickPoints(text: string, points: number): string {
  const current = parsePoints(text);
  const base = current !== null && Number.isSafeInteger(current) ? current : 0;
  return String(base + points);
}

/** The largest convertible amount of a balance: whole units, or nothing under the minimum. */
export function convertibleAll(balance: number): number {
  const { minPoint, unitPoint } = POINT_CONVERT_LIMITS;
  const whole = Math.floor(balance / unitPoint) * unitPoint;
  return whole >= minPoint ? whole : 0;
}

export const pointRulesText = (): string =>
  POINTS.rules(
    formatPoints(POINT_CONVERT_LIMITS.minPoint),
    formatPoints(POINT_CONVERT_LIMITS.unitPoint),
  );
