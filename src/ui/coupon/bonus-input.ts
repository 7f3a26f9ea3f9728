import {
  DEPOSIT_BONUS_CAP_MAX,
  PERCENT_HUNDREDTHS_MAX,
} from '../../../common/contract/deposit-bonus.contract';

/** `250` hundredths → `'2.5'` (what the operator typed, without trailing zeros). */
export function hundredthsToPercentText(hundredths: number): string {
  return String(hundredths / 100);
}

/**
 * `'2.5'` → 250: at most two decimals, 0–100 %; null for anything else. Parsed from the digits,
 * never through a float multiplication (2.55 × 100 is 254.99999…).
 */
export function percentTextToHundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value <= PERCENT_HUNDREDTHS_MAX ? value : null;
}

/** Empty = no cap; otherwise a positive whole number of points, else undefined (invalid). */
export function parseCap(text: string): number | null | undefined {
  const trimmed = text.replace(/[,\s]/g, '');
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 && value <= DEPOSIT_BONUS_CAP_MAX
    ? value
    : undefined;
}
