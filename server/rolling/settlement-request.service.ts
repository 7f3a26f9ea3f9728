/**
 * Settlement requests (spec §2 /calculate*,
 * /manager): a member (or an agent, for the downline's turnover) requests what has accrued, an
 * operator approves (the ledger pays, audited, one transaction) or rejects with a reason.
 *
 * Never twice: a rolling request claims the window of grading times from the end of the last
 * live window to the cutoff, under the member's row lock, and the database refuses two live
 * windows starting at the same instant; an event request claims reward rows that no live request
 * holds. A decision changes the row only from 'pending', and the payout's ledger key is the
 * request id, so racing approvals pay once.
 */
import type {
  AdminSettlementRequestView,
  SettlementKind,
  SettlementRequestView,
  SettlementRole,
  SettlementStatus,
} from '../../common/contract/rolling.contract';
import { ROLLING_MIN_SETTLE_WON } from '../../common/contract/rolling.contract';
import type { Db, Queryable } from '../platform/db/db';
import { getMemberBalances } from '../platform/ledger/balances';
import { lockMember } from '../member/member-lock';
import { AppError } from '../platform/lib/app-error';
import type { Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { isUniqueViolation } from '../platform/lib/db-errors';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import { decideRequest, type RequestDecision } from '../platform/lib/decide-request';
import type { Realtime } from '../platform/sse/realtime';
import { claimOf, cutoffAt, nextWindowStart } from './rolling-summary';
import type { TurnoverSources } from './turnover-sources';
import {
  ADMIN_COLUMNS,
  SETTLEMENT_DECISION,
  VIEW_COLUMNS,
  viewById,
  type StoredRequest,
} from './settlement-request-rows';

interface NewRequest {
  windowFrom: Date | null;
  windowTo: Date | null;
  turnoverWon: number;
  rateBp: number;
  amountWon: number;
}

export class SettlementRequestService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
    private readonly sources: TurnoverSources,
  ) {}

  /** Requests settlement of what has accrued for `kind`; a replayed key answers the first one. */
  async request(
    memberId: number,
    role: SettlementRole,
    input: { kind: SettlementKind; idempotencyKey: string },
  ): Promise<{ request: SettlementRequestView }> {
    if (input.kind === 'event' && role !== 'member') throw new AppError(400, 'VALIDATION');
    try {
      const request = await this.db.transaction((tx) => this.create(tx, memberId, role, input));
      return { request };
    } catch (error) {
      // Backstops behind the member lock: a racing twin that slipped past the checks.
      if (isUniqueViolation(error, 'settlement_requests_key_per_member')) {
        return { request: await this.replayed(this.db, memberId, role, input) };
      }
      if (
        isUniqueViolation(error, 'settlement_requests_one_pending') ||
        isUniqueViolation(error, 'settlement_requests_window_start')
      ) {
        throw new AppError(409, 'SETTLEMENT_PENDING_EXISTS');
      }
      throw error;
    }
  }

  private async create(
    tx: Queryable,
    memberId: number,
    role: SettlementRole,
    input: { kind: SettlementKind; idempotencyKey: string },
  ): Promise<SettlementRequestView> {
    await lockMember(tx, memberId);
    const replay = await this.findReplay(tx, memberId, role, input);
    if (replay) return replay;
    const pending = await tx.query(
      `SELECT 1 FROM settlement_requests
        WHERE member_id = $1 AND role = $2 AND kind = $3 AND status = 'pending'`,
      [memberId, role, input.kind],
    );
    if (pending.length > 0) throw new AppError(409, 'SETTLEMENT_PENDING_EXISTS');
    if (input.kind === 'event') return this.createEvent(tx, memberId, input.idempotencyKey);

    const category = input.kind;
    const from = await nextWindowStart(tx, memberId, role, category);
    const to = cutoffAt(this.clock());
    // One computation with the summary: an agent's claim is its subtree split.
    const { turnoverWon, rateBp, amountWon } = await claimOf(
      this.sources,
      tx,
      memberId,
      role,
      category,
      from,
      to,
    );
    if (amountWon < ROLLING_MIN_SETTLE_WON) throw new AppError(409, 'SETTLEMENT_BELOW_MINIMUM');
    const id = await this.insert(tx, memberId, role, input, {
      windowFrom: from,
      windowTo: to,
      turnoverWon,
      rateBp,
      amountWon,
    });
    return viewById(tx, id);
  }

  /** Claims every unclaimed active reward of the member in one request. */
  private async createEvent(tx: Queryable, memberId: number, key: string) {
    const rewards = await tx.query<{ id: number; amount_won: number }>(
      `SELECT id, amount_won FROM event_rewards
        WHERE member_id = $1 AND status = 'active' AND request_id IS NULL
        ORDER BY id FOR UPDATE`,
      [memberId],
    );
    const amountWon = rewards.reduce((s, r) => s + r.amount_won, 0);
    if (amountWon <= 0) throw new AppError(409, 'EVENT_NOTHING_TO_SETTLE');
    const id = await this.insert(
      tx,
      memberId,
      'member',
      { kind: 'event', idempotencyKey: key },
      { windowFrom: null, windowTo: null, turnoverWon: 0, rateBp: 0, amountWon },
    );
    await tx.query(
      `UPDATE event_rewards SET request_id = $1 WHERE id = ANY($2::bigint[]) AND request_id IS NULL`,
      [id, rewards.map((r) => r.id)],
    );
    return viewById(tx, id);
  }

  private async insert(
    tx: Queryable,
    memberId: number,
    role: SettlementRole,
    input: { kind: SettlementKind; idempotencyKey: string },
    values: NewRequest,
  ): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO settlement_requests (member_id, role, kind, window_from, window_to,
         turnover_won, rate_bp, amount_won, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        memberId,
        role,
        input.kind,
        values.windowFrom?.toISOString() ?? null,
        values.windowTo?.toISOString() ?? null,
        values.turnoverWon,
        values.rateBp,
        values.amountWon,
        input.idempotencyKey,
        this.clock().toISOString(),
      ],
    );
    return row!.id;
  }

  private async findReplay(
    q: Queryable,
    memberId: number,
    role: SettlementRole,
    input: { kind: SettlementKind; idempotencyKey: string },
  ): Promise<SettlementRequestView | null> {
    const [stored] = await q.query<StoredRequest>(
      `SELECT id, role, kind FROM settlement_requests WHERE member_id = $1 AND idempotency_key = $2`,
      [memberId, input.idempotencyKey],
    );
    if (!stored) return null;
    if (stored.kind !== input.kind || stored.role !== role) {
      throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
    }
    return viewById(q, stored.id);
  }

  private async replayed(
    q: Queryable,
    memberId: number,
    role: SettlementRole,
    input: { kind: SettlementKind; idempotencyKey: string },
  ): Promise<SettlementRequestView> {
    const found = await this.findReplay(q, memberId, role, input);
    if (!found) throw new AppError(409, 'SETTLEMENT_PENDING_EXISTS');
    return found;
  }

  async memberPage(
    memberId: number,
    role: SettlementRole,
    kind: SettlementKind | undefined,
    page: number,
  ) {
    const { limit, offset } = pageWindow(page);
    const where = `r.member_id = $1 AND r.role = $2 AND ($3::text IS NULL OR r.kind = $3)`;
    const params = [memberId, role, kind ?? null];
    const [items, total] = await Promise.all([
      this.db.query<SettlementRequestView>(
        `SELECT ${VIEW_COLUMNS} FROM settlement_requests r WHERE ${where}
          ORDER BY r.id DESC LIMIT $4 OFFSET $5`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM settlement_requests r WHERE ${where}`,
        params,
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /** Operators' list: pending first, then newest. */
  async adminPage(filter: {
    kind?: SettlementKind;
    status?: SettlementStatus;
    role?: SettlementRole;
    page: number;
  }) {
    const { limit, offset } = pageWindow(filter.page);
    const where = `($1::text IS NULL OR r.kind = $1) AND ($2::text IS NULL OR r.status = $2)
      AND ($3::text IS NULL OR r.role = $3)`;
    const params = [filter.kind ?? null, filter.status ?? null, filter.role ?? null];
    const [items, total] = await Promise.all([
      this.db.query<AdminSettlementRequestView>(
        `SELECT ${ADMIN_COLUMNS} FROM settlement_requests r JOIN members m ON m.id = r.member_id
          WHERE ${where} ORDER BY (r.status = 'pending') DESC, r.id DESC LIMIT $4 OFFSET $5`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM settlement_requests r WHERE ${where}`,
        params,
      ),
    ]);
    return pageOfRows(items, filter.page, countFrom(total));
  }

  /** Approve: the ledger pays the stored amount to the member's cash, audited. */
  approve(actor: Actor, id: number) {
    return this.decide(actor, id, 'approved', null);
  }

  /** Reject: nothing moves; the window (or the event rewards) can be requested again. */
  reject(actor: Actor, id: number, reason: string) {
    return this.decide(actor, id, 'rejected', reason);
  }

  private async decide(
    actor: Actor,
    id: number,
    status: RequestDecision,
    reason: string | null,
  ): Promise<{ request: AdminSettlementRequestView }> {
    const { request, memberId } = await decideRequest(this.db, SETTLEMENT_DECISION, {
      actor,
      id,
      status,
      reason,
      at: this.clock(),
    });
    if (status === 'approved') {
      const balances = await getMemberBalances(this.db, memberId);
      this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    }
    return { request };
  }
}
