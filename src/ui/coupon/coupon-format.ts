import type { CouponCurrency } from '../../../common/contract/coupon.contract';
import { formatPoints, formatWon } from '../../../common/domain/format';

/** A coupon's value with its unit: `10,000원` for cash, `3,000P` for points (spec §9). */
export function formatCouponAmount(amount: number, currency: CouponCurrency): string {
  return currency === 'cash' ? formatWon(amount) : formatPoints(amount);
}
