import {
  DEFAULT_CHARGE_TYPE,
  WALLET_LIMITS as CONTRACT_LIMITS,
  type WalletRequestKind,
} from '../../../common/contract/wallet.contract';
import { formatWon } from '../../../common/domain/format';
import { WALLET } from '../../../common/i18n/wallet.ko';

export type WalletKind = WalletRequestKind;
export { DEFAULT_CHARGE_TYPE };

/** The contract's amount rules: integer won, min 10,000, unit 10,000, max 10M / 5M. */
export const WALLET_LIMITS: Record<WalletKind, { min: number; unit: number; max: number }> = {
  charge: {
    min: CONTRACT_LIMITS.charge.minWon,
    unit: CONTRACT_LIMITS.unitWon,
    max: CONTRACT_LIMITS.charge.maxWon,
  },
  exchange: {
    min: CONTRACT_LIMITS.exchange.minWon,
    unit: CONTRACT_LIMITS.unitWon,
    max: CONTRACT_LIMITS.exchange.maxWon,
  },
};
export const CHARGE_TYPES: readonly number[] = Object.keys(WALLET.chargeTypes).map(Number);

/** Quick-add buttons: +1만 … +100만. */
export const QUICK_AMOUNTS = [
  { won: 10_000, label: '1만' },
  { won: 50_000, label: '5만' },
  { won: 100_000, label: '10만' },
  { won: 500_000, label: '50만' },
  { won: 1_000_000, label: '100만' },
] as const;

/**
 * What was typed, as integer won: digits with optional thousands separators and a trailing '원'.
 * `null` for an empty field, `NaN` for anything else that is not a whole number of won.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.replace(/\s+/g, '').replace(/원$/, '');
  if (trimmed === '') return null;
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

/** The Korean reason an amount cannot be requested, or `null` when it can. */
export function amountError(
  amount: number | null,
  kind: WalletKind,
  balance?: number,
): string | null {
  const { min, unit, max } = WALLET_LIMITS[kind];
  if (amount === null) return WALLET.amountRequired;
  if (!Number.isSafeInteger(amount)) return WALLET.amountNotInteger;
  if (amount < min) return WALLET.amountMin(formatWon(min));
  if (amount % unit !== 0) return WALLET.amountUnit(formatWon(unit));
  if (amount > max) return WALLET.amountMax(formatWon(max));
  if (balance !== undefined && amount > balance) return WALLET.amountOverBalance;
  return null;
}

/** Adds a quick amount to what is typed (an unreadable field starts again from zero). */
export function addQuick(text: string, won: number): string {
  const current = parseAmount(text);
  const base = current !== null && Number.isSafeInteger(current) ? current : 0;
  return String(base + won);
}

export const rulesText = (kind: WalletKind): string => {
  const { min, unit, max } = WALLET_LIMITS[kind];
  return WALLET.rules(formatWon(min), formatWon(unit), formatWon(max));
};
