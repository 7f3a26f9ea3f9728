import {
  couponPageSchema,
  couponSummarySchema,
  couponUseResponseSchema,
  type MemberCouponStatus,
} from '../../common/contract/coupon.contract';
import { api } from './client';

/** The member's coupons; shapes from common/contract/coupon.contract.ts. */
export function fetchCoupons(status: MemberCouponStatus, page = 1) {
  return api.get('coupon', { searchParams: { status, page } }).json(couponPageSchema);
}

export function fetchCouponSummary() {
  return api.get('coupon/summary').json(couponSummarySchema);
}

/** One key per click: a retry of the same click can never use the coupon twice. */
export function redeemCoupon(id: number, idempotencyKey: string) {
  return api.post(`coupon/${id}/use`, { json: { idempotencyKey } }).json(couponUseResponseSchema);
}
