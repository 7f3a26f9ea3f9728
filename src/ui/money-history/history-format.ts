import type { StatementCurrency } from '../../../common/contract/points.contract';
import { formatPoints, formatWon } from '../../../common/domain/format';

/** Won for cash, P for points (spec §9). */
export const formatAmountOf = (currency: StatementCurrency) =>
  currency === 'cash' ? formatWon : formatPoints;

/** Signed with its unit: `+12,000원`, `-10,000P`, `0원`. */
export function formatSignedAmount(amount: number, currency: StatementCurrency): string {
  const format = formatAmountOf(currency);
  if (amount > 0) return `+${format(amount)}`;
  if (amount < 0) return `-${format(-amount)}`;
  return format(0);
}
