/**
 * Stuck rounds (a stuck-round action, rollback or settle, audited): a
 * round a provider opened and never closed — its game server died, or it gave up before it
 * rolled back. The operator either refunds the stakes still standing or closes the round with
 * the win they decide; either is one transaction with its ledger transfer and its audit row, and
 * a round that is no longer open is refused (the provider, or another operator, came first).
 */
import type {
  AdminCasinoRound,
  AdminCasinoSettleBody,
} from '../../../common/contract/casino-admin.contract';
import type { Db, Queryable } from '../../platform/db/db';
import { getMemberBalances } from '../../platform/ledger/balances';
import { transfer } from '../../platform/ledger/transfer';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';
import type { Clock } from '../../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../../platform/lib/paging';
import type { Realtime } from '../../platform/sse/realtime';
import { lockMember } from '../../member/member-lock';
import { casinoHouse } from '../casino-house';
import { ROUND_COLUMNS, ROUND_TABLES } from './casino-search.queries';
import {
  decideRound,
  deskCodeOf,
  roundStateOf,
  type DeskRefusal,
} from '../wallet/casino-round-lifecycle';
import { ROUND_FACT_COLUMNS, type StoredTransaction } from '../wallet/wallet-records';

const MINUTE_MS = 60_000;

const memberCash = (memberId: number) => ({ memberId, kind: 'member_cash' }) as const;

/** Idempotency keys of the operator's actions: one per round, so a double click moves once. */
export const adminRollbackKey = (roundId: number) => `casino:admin-rollback:${roundId}`;
export const adminSettleKey = (roundId: number) => `casino:admin-settle:${roundId}`;

async function roundView(q: Queryable, roundId: number): Promise<AdminCasinoRound> {
  const [round] = await q.query<AdminCasinoRound>(
    `SELECT ${ROUND_COLUMNS} FROM ${ROUND_TABLES} WHERE r.id = $1`,
    [roundId],
  );
  if (!round) throw new AppError(404, 'CASINO_ROUND_NOT_FOUND');
  return round;
}

interface OpenRound {
  id: number;
  provider_id: number;
  member_id: number;
  stake: number;
  win: number;
}

/** The desk's refusals as HTTP statuses (their Korean messages: common/i18n/errors.ko.ts). */
const REFUSAL_STATUS: Record<DeskRefusal, number> = {
  CASINO_ROUND_NOT_FOUND: 404,
  CASINO_ROUND_NOT_OPEN: 409,
  CASINO_ROUND_HAS_WIN: 409,
};

/**
 * Locks the round's member (the lock every wallet call of theirs takes first, so the order is
 * the wallet's: member, then round) and the round, and asks the round's table
 * (server/casino/wallet/casino-round-lifecycle.ts) whether the operator's `event` may move it:
 * a round the provider closed, rolled back or paid a win in first, or another operator decided,
 * is refused here, before anything is written.
 */
async function lockRoundFor(
  tx: Queryable,
  roundId: number,
  event: 'operator_settle' | 'operator_rollback',
): Promise<OpenRound> {
  const [owner] = await tx.query<{ member_id: number }>(
    'SELECT member_id FROM casino_rounds WHERE id = $1',
    [roundId],
  );
  if (!owner) throw new AppError(404, 'CASINO_ROUND_NOT_FOUND');
  await lockMember(tx, owner.member_id);
  const [round] = await tx.query<
    OpenRound & Pick<StoredTransaction, 'round_status' | 'round_decision' | 'round_has_win'>
  >(
    `SELECT r.id, r.provider_id, r.member_id, r.stake, r.win, ${ROUND_FACT_COLUMNS}
       FROM casino_rounds r WHERE r.id = $1 FOR UPDATE OF r`,
    [roundId],
  );
  const state = roundStateOf(
    round && round.round_status !== null
      ? {
          status: round.round_status,
          operatorDecision: round.round_decision ?? null,
          hasWin: round.round_has_win === true,
        }
      : null,
  );
  const cell = decideRound(state, event);
  if (cell.kind === 'refuse') {
    const code = deskCodeOf(cell.code);
    throw new AppError(REFUSAL_STATUS[code], code);
  }
  if (cell.kind === 'answer' || !round) throw new AppError(409, 'CASINO_ROUND_NOT_OPEN');
  return round;
}

export class CasinoStuckRoundsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  /** Rounds still open `olderThanMinutes` after they opened, oldest first. */
  async list(olderThanMinutes: number, page: number) {
    const before = new Date(this.clock().getTime() - olderThanMinutes * MINUTE_MS);
    const { limit, offset } = pageWindow(page);
    const where = `WHERE r.status = 'open' AND r.opened_at < $1::timestamptz`;
    const [items, total] = await Promise.all([
      this.db.query<AdminCasinoRound>(
        `SELECT ${ROUND_COLUMNS} FROM ${ROUND_TABLES} ${where}
          ORDER BY r.opened_at, r.id LIMIT ${limit} OFFSET ${offset}`,
        [before],
      ),
      this.db.query<{ count: number }>(`SELECT count(*) AS count FROM casino_rounds r ${where}`, [
        before,
      ]),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /**
   * Refunds the stakes still standing (bets not rolled back): casino_house → member_cash, kind
   * casino_rollback; the bets are marked rolled back, so a late win for them is refused. A round
   * that already paid a win is refused, as the wallet refuses a rollback of a won bet: refunding
   * its stake too would pay the member twice; the operator settles it instead.
   */
  async rollback(actor: Actor, roundId: number, reason: string) {
    const movedWon = await this.db.transaction(async (tx) => {
      const round = await lockRoundFor(tx, roundId, 'operator_rollback');
      const bets = await tx.query<{ id: number; amount: number }>(
        `SELECT id, amount FROM casino_transactions
          WHERE round_id = $1 AND kind = 'bet' AND NOT rolled_back AND NOT tombstone
            FOR UPDATE`,
        [roundId],
      );
      const refund = bets.reduce((sum, bet) => sum + bet.amount, 0);
      if (refund > 0) {
        await transfer(tx, {
          idempotencyKey: adminRollbackKey(roundId),
          kind: 'casino_rollback',
          reference: `casino-round:${roundId}`,
          from: casinoHouse(round.provider_id, round.member_id),
          to: memberCash(round.member_id),
          amount: refund,
          memo: reason,
        });
      }
      await tx.query(
        `UPDATE casino_transactions SET rolled_back = TRUE WHERE id = ANY($1::bigint[])`,
        [bets.map((bet) => bet.id)],
      );
      await tx.query(
        `UPDATE casino_rounds SET status = 'rolled_back', operator_decision = 'rolled_back',
           stake = stake - $2::bigint WHERE id = $1`,
        [roundId, refund],
      );
      await writeAudit(tx, actor, {
        action: 'casinoRound.rollback',
        target: `casino-round:${roundId}`,
        before: { status: 'open', stake: round.stake, win: round.win },
        after: { status: 'rolled_back', refundedWon: refund, bets: bets.length, reason },
      });
      return refund;
    });
    return this.finish(roundId, movedWon);
  }

  /** Closes the round with the win the operator decided (0: lost): kind casino_win. */
  async settle(actor: Actor, roundId: number, body: AdminCasinoSettleBody) {
    const movedWon = await this.db.transaction(async (tx) => {
      const round = await lockRoundFor(tx, roundId, 'operator_settle');
      if (body.winWon > 0) {
        await transfer(tx, {
          idempotencyKey: adminSettleKey(roundId),
          kind: 'casino_win',
          reference: `casino-round:${roundId}`,
          from: casinoHouse(round.provider_id, round.member_id),
          to: memberCash(round.member_id),
          amount: body.winWon,
          memo: body.reason,
        });
      }
      // closed_at is what rolling counts the round's stake by (docs/casino-wallet.md).
      await tx.query(
        `UPDATE casino_rounds SET status = 'closed', operator_decision = 'settled',
           win = win + $2::bigint, closed_at = $3
          WHERE id = $1`,
        [roundId, body.winWon, this.clock()],
      );
      await writeAudit(tx, actor, {
        action: 'casinoRound.settle',
        target: `casino-round:${roundId}`,
        before: { status: 'open', stake: round.stake, win: round.win },
        after: { status: 'closed', paidWon: body.winWon, reason: body.reason },
      });
      return body.winWon;
    });
    return this.finish(roundId, movedWon);
  }

  /** After the commit: the member's top bar moves (the balance event), the desk sees the round. */
  private async finish(roundId: number, movedWon: number) {
    const round = await roundView(this.db, roundId);
    if (movedWon > 0) {
      const balances = await getMemberBalances(this.db, round.memberId);
      this.realtime.betsToMember(round.memberId, { type: 'balance', ...balances });
    }
    return { round, movedWon };
  }
}
