import {
  adminCouponIssueRevokeResponseSchema,
  adminCouponPageSchema,
  adminCouponRevokeResponseSchema,
  couponIssueResponseSchema,
  type AdminCouponStatus,
  type CouponIssueBody,
} from '../../common/contract/coupon.contract';
import {
  depositBonusRulesSchema,
  type DepositBonusRule,
} from '../../common/contract/deposit-bonus.contract';
import { api } from './client';

export type AdminCouponFilter = { status: AdminCouponStatus | ''; search: string; page: number };

export function fetchAdminCoupons({ status, search, page }: AdminCouponFilter) {
  const searchParams: Record<string, string | number> = { page };
  if (status) searchParams.status = status;
  if (search) searchParams.search = search;
  return api.get('admin/coupons', { searchParams }).json(adminCouponPageSchema);
}

export function issueCoupon(body: CouponIssueBody) {
  return api.post('admin/coupons', { json: body }).json(couponIssueResponseSchema);
}

export function revokeCoupon(id: number) {
  return api.post(`admin/coupons/${id}/revoke`).json(adminCouponRevokeResponseSchema);
}

export function revokeCouponIssue(issueId: number) {
  return api
    .post(`admin/coupon-issues/${issueId}/revoke`)
    .json(adminCouponIssueRevokeResponseSchema);
}

export function fetchDepositBonusRules() {
  return api.get('admin/deposit-bonus').json(depositBonusRulesSchema);
}

export function saveDepositBonusRules(rules: DepositBonusRule[]) {
  return api.put('admin/deposit-bonus', { json: { rules } }).json(depositBonusRulesSchema);
}
