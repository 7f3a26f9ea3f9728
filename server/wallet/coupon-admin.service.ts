/**
 * The operator's side of coupons: the list, issuing to one member or a level, and
 * taking unused coupons back, each audited in its own transaction.
 */
import {
  type AdminCouponStatus,
  type AdminCouponView,
  type CouponIssueBody,
  type CouponIssueView,
} from '../../common/contract/coupon.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { likePattern } from '../member/member-list.query';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import type { Realtime } from '../platform/sse/realtime';
import {
  ACTIVE_HOLDER,
  ADMIN_COLUMNS,
  COUPON_HOLDER,
  ISSUE_COLUMNS,
  LEDGER_CURRENCY,
  STATUS_FILTER,
  type StoredIssue,
  checkIssue,
} from './coupon-rows';
import { notBlockedSql } from '../responsible/responsible-usage';

export class CouponAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

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
              -- No coupons for a member in a time-out or self-exclusion.
              AND ${notBlockedSql('m.id', '$6')}
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
