/**
 * The coupon rows: who may hold one, the shown status, the stored rows and
 * their columns, and the issue rules; shared by the member's and the operator's use-cases.
 */
import {
  COUPON_LIMITS,
  type AdminCouponStatus,
  type CouponCurrency,
  type CouponIssueBody,
} from '../../common/contract/coupon.contract';
import type { AccountRef, Currency } from '../platform/ledger/accounts';
import { AppError } from '../platform/lib/app-error';

export const DAY_MS = 86_400_000;

export const LEDGER_CURRENCY: Record<CouponCurrency, Currency> = { cash: 'KRW', point: 'POINT' };
export const memberAccount = (memberId: number, currency: Currency): AccountRef => ({
  memberId,
  kind: currency === 'KRW' ? 'member_cash' : 'member_point',
});

/** Who may hold coupons: members, not operators or agents. */
export const COUPON_HOLDER = `m.type = 1 AND m.role <> 10`;
/** A level or everyone: only members who can still use the site. */
export const ACTIVE_HOLDER = `${COUPON_HOLDER} AND m.withdrawal_type = 0 AND NOT m.blocked`;

/**
 * The status a person reads, from the stored one and the clock ($1 = now): an unused coupon past
 * its expiry is "expired" (never stored, so no job has to flip it at midnight).
 */
export const SHOWN_STATUS = `CASE WHEN c.status = 'unused' AND c.expires_at <= $1::timestamptz
  THEN 'expired' ELSE c.status END`;
/** Every filter names $1 (now), so a query using only the filter still types its parameter. */
export const STATUS_FILTER: Record<AdminCouponStatus, string> = {
  unused: `c.status = 'unused' AND c.expires_at > $1::timestamptz`,
  expired: `c.status = 'unused' AND c.expires_at <= $1::timestamptz`,
  used: `c.status = 'used' AND $1::timestamptz IS NOT NULL`,
  revoked: `c.status = 'revoked' AND $1::timestamptz IS NOT NULL`,
};

export const VIEW_COLUMNS = `c.id, c.name,
  CASE c.currency WHEN 'KRW' THEN 'cash' ELSE 'point' END AS currency, c.amount,
  c.expires_at AS "expiresAt", ${SHOWN_STATUS} AS status, c.used_at AS "usedAt",
  c.created_at AS "createdAt"`;
export const ADMIN_COLUMNS = `${VIEW_COLUMNS}, c.issue_id AS "issueId", m.user_id AS "userId",
  m.nickname, c.revoked_at AS "revokedAt"`;

export interface StoredCoupon {
  id: number;
  member_id: number;
  currency: Currency;
  amount: number;
  name: string;
  status: 'unused' | 'used' | 'revoked';
  use_key: string | null;
  expired: boolean;
}

export interface StoredIssue {
  id: number;
  name: string;
  currency: Currency;
  amount: number;
  expires_at: string;
  target_kind: string;
  target_member_id: number | null;
  target_level: number | null;
}

export const ISSUE_COLUMNS = `i.id, i.name, CASE i.currency WHEN 'KRW' THEN 'cash' ELSE 'point' END AS currency,
  i.amount, i.expires_at AS "expiresAt", i.target_kind AS "targetKind",
  t.user_id AS "targetUserId", i.target_level AS "targetLevel", i.issued_count AS "issuedCount",
  i.created_at AS "createdAt"`;

/** Amount and expiry rules of an issue; each refusal is a 400 with its own Korean message. */
export function checkIssue(input: Pick<CouponIssueBody, 'amount' | 'expiresAt'>, now: Date): void {
  if (input.amount < COUPON_LIMITS.minAmount || input.amount > COUPON_LIMITS.maxAmount) {
    throw new AppError(400, 'COUPON_AMOUNT_INVALID');
  }
  const expiresMs = Date.parse(input.expiresAt);
  const latestMs = now.getTime() + COUPON_LIMITS.maxValidDays * DAY_MS;
  if (!(expiresMs > now.getTime()) || expiresMs > latestMs) {
    throw new AppError(400, 'COUPON_EXPIRY_INVALID');
  }
}
