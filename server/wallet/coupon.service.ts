import {
  type CouponCounts,
  type CouponPage,
  type CouponUseResponse,
  type CouponView,
  type MemberCouponStatus,
} from '../../common/contract/coupon.contract';
import type { Db, Queryable } from '../platform/db/db';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { AppError } from '../platform/lib/app-error';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import type { Realtime } from '../platform/sse/realtime';
import { STATUS_FILTER, type StoredCoupon, VIEW_COLUMNS, memberAccount } from './coupon-rows';

/**
 * Coupons. A coupon is used once: the row's own UPDATE from 'unused' decides
 * between racing uses (the loser finds it used), and the payment is a ledger transfer keyed by the
 * coupon id in the same transaction, so a coupon can never pay twice.
 */
export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  /** One tab of the member's own coupons (revoked ones are not shown), with every tab's count. */
  async memberPage(
    memberId: number,
    status: MemberCouponStatus,
    page: number,
  ): Promise<CouponPage> {
    const now = this.clock().toISOString();
    const { limit, offset } = pageWindow(page);
    // Unused coupons soonest-expiring first (what to use next); the others newest first.
    const order = status === 'unused' ? 'c.expires_at, c.id' : 'c.id DESC';
    const [items, counts] = await Promise.all([
      this.db.query<CouponView>(
        `SELECT ${VIEW_COLUMNS} FROM coupons c
          WHERE c.member_id = $2 AND ${STATUS_FILTER[status]}
          ORDER BY ${order} LIMIT $3 OFFSET $4`,
        [now, memberId, limit, offset],
      ),
      this.counts(memberId, now),
    ]);
    return { ...pageOfRows(items, page, counts[status]), counts };
  }

  /** The top bar's badge: one indexed count. */
  async unusedCount(memberId: number): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM coupons c
        WHERE c.member_id = $2 AND ${STATUS_FILTER.unused}`,
      [this.clock().toISOString(), memberId],
    );
    return countFrom(rows);
  }

  /**
   * Uses the member's own unused, unexpired coupon. A replay with the same key answers the used
   * coupon again (and today's balances); any other second use is refused.
   */
  async use(memberId: number, couponId: number, useKey: string): Promise<CouponUseResponse> {
    const now = this.clock().toISOString();
    const coupon = await this.db.transaction(async (tx) => {
      const [won] = await tx.query<StoredCoupon>(
        `UPDATE coupons SET status = 'used', used_at = $1, use_key = $4
          WHERE id = $2 AND member_id = $3 AND status = 'unused' AND expires_at > $1::timestamptz
          RETURNING id, member_id, currency, amount, name`,
        [now, couponId, memberId, useKey],
      );
      if (!won) {
        await this.refuseUse(tx, memberId, couponId, useKey, now);
      } else {
        await transfer(tx, {
          idempotencyKey: `coupon-use:${won.id}`,
          kind: 'coupon',
          reference: `coupon:${won.id}`,
          from: { system: 'promotions', currency: won.currency },
          to: memberAccount(memberId, won.currency),
          amount: won.amount,
          memo: won.name,
        });
      }
      return this.memberView(tx, couponId, now);
    });
    const balances = await getMemberBalances(this.db, memberId);
    this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    return { coupon, ...balances };
  }

  /**
   * One coupon for each target member, in one transaction with its audit row. The operator's key
   * makes a double submission issue once; no receiver at all is a refusal, not an empty issue.
   */
  private async counts(memberId: number, now: string): Promise<CouponCounts> {
    const [row] = await this.db.query<CouponCounts>(
      `SELECT count(*) FILTER (WHERE ${STATUS_FILTER.unused}) AS unused,
              count(*) FILTER (WHERE ${STATUS_FILTER.used}) AS used,
              count(*) FILTER (WHERE ${STATUS_FILTER.expired}) AS expired
         FROM coupons c WHERE c.member_id = $2`,
      [now, memberId],
    );
    return row ?? { unused: 0, used: 0, expired: 0 };
  }

  /** Why the UPDATE found nothing; returns only for a replay of the member's own use. */
  private async refuseUse(
    tx: Queryable,
    memberId: number,
    couponId: number,
    useKey: string,
    now: string,
  ): Promise<void> {
    // Another member's coupon is "not found": its existence is none of this member's business.
    const [row] = await tx.query<StoredCoupon>(
      `SELECT status, use_key, expires_at <= $1::timestamptz AS expired
         FROM coupons WHERE id = $2 AND member_id = $3`,
      [now, couponId, memberId],
    );
    if (!row) throw new AppError(404, 'COUPON_NOT_FOUND');
    if (row.status === 'used' && row.use_key === useKey) return;
    if (row.status === 'used') throw new AppError(409, 'COUPON_ALREADY_USED');
    if (row.status === 'revoked') throw new AppError(409, 'COUPON_REVOKED');
    throw new AppError(409, 'COUPON_EXPIRED');
  }

  private async memberView(q: Queryable, couponId: number, now: string): Promise<CouponView> {
    const [row] = await q.query<CouponView>(
      `SELECT ${VIEW_COLUMNS} FROM coupons c WHERE c.id = $2`,
      [now, couponId],
    );
    if (!row) throw new AppError(404, 'COUPON_NOT_FOUND');
    return row;
  }
}
