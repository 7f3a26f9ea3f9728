/**
 * What the operator types on the casino desk, read before it is sent: tendency codes (spec §3),
 * the win of a stuck round, and the reconciliation lines worth a look.
 */
import type { ReconcileLineStatus } from '../../../../common/contract/casino-admin.contract';

const TENDENCY_CODE = /^[0-9A-Za-z]{1,8}$/;
const MAX_TENDENCY_CODES = 20;

/** "11, 22" → ['11', '22'] (each once, in typed order); null when a code is not one. */
export function parseTendency(text: string): string[] | null {
  const codes = text
    .split(/[,\s]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
  if (codes.some((code) => !TENDENCY_CODE.test(code))) return null;
  const unique = [...new Set(codes)];
  return unique.length > MAX_TENDENCY_CODES ? null : unique;
}

/** Whole won as typed: plain digits, or grouped by thousands ('12,000'; not '9,5'). */
const WON_TEXT = /^(\d+|\d{1,3}(,\d{3})+)$/;

/** A win in whole won, 0 allowed (closes the round as lost); null when it is not one. */
export function parseWinWon(text: string): number | null {
  const trimmed = text.trim();
  if (!WON_TEXT.test(trimmed)) return null;
  const digits = trimmed.replace(/,/g, '');
  if (digits.length > 10) return null;
  const won = Number(digits);
  return won <= 1_000_000_000 ? won : null;
}

/**
 * Lines the operator must look at: anything but a match, an explained tombstone, or a call the
 * provider is still retrying (it settles by itself; a later report shows how).
 */
export function isReconcileProblem(status: ReconcileLineStatus): boolean {
  return status !== 'matched' && status !== 'tombstone' && status !== 'pending';
}

/** 'YYYY-MM-DD' of the Seoul day containing `ms` (the reconciliation's default day). */
export { seoulDay as seoulDate } from '../../../../common/domain/seoul-time';
