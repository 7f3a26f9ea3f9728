import {
  COUPON_LIMITS,
  type AdminCouponStatus,
  type AdminCouponView,
  type CouponCounts,
  type CouponCurrency,
  type CouponIssueBody,
  type CouponIssueView,
  type CouponPage,
  type CouponUseResponse,
  type CouponView,
  type MemberCouponStatus,
} from '../../src/contract/coupon.contract';
import type { Db, Queryable } from '../platform/db/db';
import type { AccountRef, Currency } from '../platform/ledger/accounts';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { likePattern } from '../member/member-list.query';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import type { Realtime } from '../platform/sse/realtime';

const DAY_MS = 86_400_000;

const LEDGER_CURRENCY: Record<CouponCurrency, Currency> = { cash: 'KRW', point: 'POINT' };
const memberAccount = (memberId: number, currency: Currency): AccountRef => ({
  memberId,
  kind: currency === 'KRW' ? 'member_cash' : 'member_point',
});

/** Who may hold coupons: members, not operators or agents. */
const COUPON_HOLDER = `m.type = 1 AND m.role <> 10`;
/** A level or everyone: only members who can still use the site. */
const ACTIVE_HOLDER = `${COUPON_HOLDER} AND m.withdrawal_type = 0 AND NOT m.blocked`;

/**
 * The status a person reads, from the stored one and the clock ($1 = now): an unused coupon past
 * its expiry is "expired" (never stored, so no job has to flip it at midnight).
 */
const SHOWN_STATUS = `CASE WHEN c.status = 'unused' AND c.expires_at <= $1::timestamptz
  THEN 'expired' ELSE c.status END`;
/** Every filter names $1 (now), so a query using only the filter still types its parameter. */
const STATUS_FILTER: Record<AdminCouponStatus, string> = {
  unused: `c.status = 'unused' AND c.expires_at > $1::timestamptz`,
  expired: `c.status = 'unused' AND c.expires_at <= $1::timestamptz`,
  used: `c.status = 'used' AND $1::timestamptz IS NOT NULL`,
  revoked: `c.status = 'revoked' AND $1::timestamptz IS NOT NULL`,
};

const VIEW_COLUMNS = `c.id, c.name,
  CASE c.currency WHEN 'KRW' THEN 'cash' ELSE 'point' END AS currency, c.amount,
  c.expires_at AS "expiresAt", ${SHOWN_STATUS} AS status, c.used_at AS "usedAt",
  c.created_at AS "createdAt"`;
const ADMIN_COLUMNS = `${VIEW_COLUMNS}, c.issue_id AS "issueId", m.user_id AS "userId",
  m.nickname, c.revoked_at AS "revokedAt"`;

interface StoredCoupon {
  id: number;
  member_id: number;
  currency: Currency;
  amount: number;
  name: string;
  status: 'unused' | 'used' | 'revoked';
  use_key: string | null;
  expired: boolean;
}

interface StoredIssue {
  id: number;
  name: string;
  currency: Currency;
  amount: number;
  expires_at: string;
  target_kind: string;
  target_member_id: number | null;
  target_level: number | null;
}

const ISSUE_COLUMNS = `i.id, i.name, CASE i.currency WHEN 'KRW' THEN 'cash' ELSE 'point' END AS currency,
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

/**
 * Coupons (issue 5 "Coupons"). A coupon is used once: the row's own UPDATE from 'unused' decides
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

  async adminPage(status: AdminCouponStatus | undefined, search: string | undefined, page: number) {
    const now = this.clock().toISOString();
    const { limit, offset } = pageWindow(page);
    const where = `(${status ? STATUS_FILTER[status] : '$1::timestamptz IS NOT NULL'})
      AND ($2::text IS NULL OR m.user_id ILIKE $2 ESCAPE '\\' OR m.nickname ILIKE $2 ESCAPE '\\')`;
    const pattern = search ? likePattern(search) : null;
    const [items, total] = await Promise.all([
      this.db.query<AdminCouponView>(
        `SELECT ${ADMIN_COLUMNS} FROM coupons c JOIN members m ON m.id = c.member_id
          WHERE ${where} ORDER BY c.id DESC LIMIT $3 OFFSET $4`,
        [now, pattern, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM coupons c JOIN members m ON m.id = c.member_id
          WHERE ${where}`,
        [now, pattern],
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /**
   * One coupon for each target member, in one transaction with its audit row. The operator's key
   * makes a double submission issue once; no receiver at all is a refusal, not an empty issue.
   */
  async issue(actor: Actor, input: CouponIssueBody): Promise<CouponIssueView> {
    const now = this.clock();
    checkIssue(input, now);
    const currency = LEDGER_CURRENCY[input.currency];
    const expiresAt = new Date(input.expiresAt).toISOString();
    const issueId = await this.db.transaction(async (tx) => {
      const targetMemberId =
        input.target.kind === 'member' ? await this.holderId(tx, input.target.userId) : null;
      const targetLevel = input.target.kind === 'level' ? input.target.level : null;
      const stored = {
        name: input.name,
        currency,
        amount: input.amount,
        expires_at: expiresAt,
        target_kind: input.target.kind,
        target_member_id: targetMemberId,
        target_level: targetLevel,
      };
      const [inserted] = await tx.query<{ id: number }>(
        `INSERT INTO coupon_issues (name, currency, amount, expires_at, target_kind,
                                    target_member_id, target_level, issued_count, issued_by,
                                    idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [
          input.name,
          currency,
          input.amount,
          expiresAt,
          input.target.kind,
          targetMemberId,
          targetLevel,
          actor.memberId,
          input.idempotencyKey,
          now.toISOString(),
        ],
      );
      if (!inserted) return this.replayIssue(tx, input.idempotencyKey, stored);

      const [counted] = await tx.query<{ count: number }>(
        `WITH issued AS (
           INSERT INTO coupons (issue_id, member_id, name, currency, amount, expires_at, created_at)
           SELECT $1, m.id, $2, $3, $4, $5, $6 FROM members m
            WHERE ${this.targetSql(input.target.kind)}
           RETURNING 1)
         SELECT count(*) AS count FROM issued`,
        [
          inserted.id,
          input.name,
          currency,
          input.amount,
          expiresAt,
          now.toISOString(),
          targetMemberId ?? targetLevel,
        ],
      );
      const issuedCount = counted?.count ?? 0;
      if (issuedCount === 0) throw new AppError(409, 'COUPON_NO_TARGETS');
      await tx.query('UPDATE coupon_issues SET issued_count = $2 WHERE id = $1', [
        inserted.id,
        issuedCount,
      ]);
      await writeAudit(tx, actor, {
        action: 'coupon.issue',
        target: `coupon-issue:${inserted.id}`,
        before: null,
        after: { ...input, idempotencyKey: undefined, issuedCount },
      });
      return inserted.id;
    });
    return this.issueView(this.db, issueId);
  }

  /** Takes back one unused coupon (an expired unused one too); used ones stay used. */
  async revoke(actor: Actor, couponId: number): Promise<AdminCouponView> {
    const now = this.clock().toISOString();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number; member_id: number; amount: number }>(
        `UPDATE coupons SET status = 'revoked', revoked_at = $1, revoked_by = $3
          WHERE id = $2 AND status = 'unused' RETURNING id, member_id, amount`,
        [now, couponId, actor.memberId],
      );
      if (!row) {
        const exists = await tx.query('SELECT 1 FROM coupons WHERE id = $1', [couponId]);
        throw exists.length > 0
          ? new AppError(409, 'COUPON_NOT_REVOCABLE')
          : new AppError(404, 'COUPON_NOT_FOUND');
      }
      await writeAudit(tx, actor, {
        action: 'coupon.revoke',
        target: `coupon:${row.id}`,
        before: { status: 'unused', memberId: row.member_id, amount: row.amount },
        after: { status: 'revoked' },
      });
      const [view] = await tx.query<AdminCouponView>(
        `SELECT ${ADMIN_COLUMNS} FROM coupons c JOIN members m ON m.id = c.member_id
          WHERE c.id = $2`,
        [now, couponId],
      );
      return view!;
    });
  }

  /** Takes back every still-unused coupon of one issue; returns how many. */
  async revokeIssue(actor: Actor, issueId: number): Promise<number> {
    const now = this.clock().toISOString();
    return this.db.transaction(async (tx) => {
      const issue = await tx.query('SELECT 1 FROM coupon_issues WHERE id = $1', [issueId]);
      if (issue.length === 0) throw new AppError(404, 'COUPON_ISSUE_NOT_FOUND');
      const [counted] = await tx.query<{ count: number }>(
        `WITH revoked AS (
           UPDATE coupons SET status = 'revoked', revoked_at = $1, revoked_by = $3
            WHERE issue_id = $2 AND status = 'unused' RETURNING 1)
         SELECT count(*) AS count FROM revoked`,
        [now, issueId, actor.memberId],
      );
      const revoked = counted?.count ?? 0;
      await writeAudit(tx, actor, {
        action: 'coupon.revokeIssue',
        target: `coupon-issue:${issueId}`,
        before: null,
        after: { revoked },
      });
      return revoked;
    });
  }

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

  /** The login id of one member who may hold coupons ($1 in the issue's INSERT … SELECT). */
  private async holderId(tx: Queryable, userId: string): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `SELECT m.id FROM members m WHERE m.user_id = $1 AND ${COUPON_HOLDER}`,
      [userId.trim().toLowerCase()],
    );
    if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
    return row.id;
  }

  /** Receivers of an issue; `$7` is the member id or the level. */
  private targetSql(kind: CouponIssueBody['target']['kind']): string {
    if (kind === 'member') return `m.id = $7`;
    if (kind === 'level') return `${ACTIVE_HOLDER} AND m.level = $7`;
    return `${ACTIVE_HOLDER} AND $7::bigint IS NULL`;
  }

  private async replayIssue(
    tx: Queryable,
    key: string,
    expected: Omit<StoredIssue, 'id'>,
  ): Promise<number> {
    const [stored] = await tx.query<StoredIssue>(
      `SELECT id, name, currency, amount, expires_at, target_kind, target_member_id, target_level
         FROM coupon_issues WHERE idempotency_key = $1`,
      [key],
    );
    if (!stored) throw new Error(`coupon issue ${key} conflicted but cannot be found`);
    const same = (Object.keys(expected) as (keyof typeof expected)[]).every(
      (k) => stored[k] === expected[k],
    );
    if (!same) throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
    return stored.id;
  }

  private async issueView(q: Queryable, issueId: number): Promise<CouponIssueView> {
    const [row] = await q.query<CouponIssueView>(
      `SELECT ${ISSUE_COLUMNS} FROM coupon_issues i
         LEFT JOIN members t ON t.id = i.target_member_id WHERE i.id = $1`,
      [issueId],
    );
    if (!row) throw new AppError(404, 'COUPON_ISSUE_NOT_FOUND');
    return row;
  }
}
