/**
 * The operator's side of sports bets: the bets list, void and resettle (markets:
 * sports-admin-markets.service.ts, limits: sports-bet-limits.service.ts).
 * Every change is one transaction with its audit row (audit.service.ts), money moves only
 * through sports-settle-ledger.ts, and events go out after the commit.
 */
import type { z } from 'zod';
import type { adminSportsBetsQuerySchema } from '../../../common/contract/sports-admin.contract';
import type { LegSettlement } from '../../../common/domain/betting/settlement';
import type { Db } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';
import type { Clock } from '../../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../../platform/lib/paging';
import type { Realtime } from '../../platform/sse/realtime';
import { withRetryOnDeadlock } from '../../platform/db/deadlock-retry';
import { BET_COLUMNS, viewsOf, type BetRow } from '../bets/sports-bet-view';
import { effectiveLegsOf, lockBets, settleStep } from '../settle/sports-settle-evaluate';
import { applyTransitions, type Transition } from '../settle/sports-settle-ledger';
import { publishBetChanges } from '../settle/sports-settle-publish';
import {
  decideSportsBet,
  isFinalSportsBetState,
  settleEventOf,
  sportsBetStateOf,
} from '../bets/sports-bet-lifecycle';

type AdminBetsQuery = z.infer<typeof adminSportsBetsQuerySchema>;

interface AdminBetRow extends BetRow {
  user_id: string;
  nickname: string;
}

export class SportsAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  /** Bets of every member, newest first, 15 a page, with member, legs and status. */
  async list(query: AdminBetsQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status !== undefined) {
      params.push(query.status);
      where.push(`b.status = $${params.length}`);
    }
    if (query.memberId !== undefined) {
      params.push(query.memberId);
      where.push(`b.member_id = $${params.length}`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const { limit, offset } = pageWindow(query.page);
    const [rows, total] = await Promise.all([
      this.db.query<AdminBetRow>(
        `SELECT ${BET_COLUMNS}, m.user_id, m.nickname
           FROM sports_bets b JOIN members m ON m.id = b.member_id ${filter}
          ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM sports_bets b ${filter}`,
        params,
      ),
    ]);
    const views = await viewsOf(this.db, rows, this.clock().getTime());
    const items = views.map(({ row, ...view }) => ({
      ...view,
      memberId: row.member_id,
      memberUserId: row.user_id,
      memberNickname: row.nickname,
    }));
    return pageOfRows(items, query.page, countFrom(total));
  }

  async bet(id: number) {
    const [row] = await this.db.query<AdminBetRow>(
      `SELECT ${BET_COLUMNS}, m.user_id, m.nickname
         FROM sports_bets b JOIN members m ON m.id = b.member_id WHERE b.id = $1`,
      [id],
    );
    if (!row) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
    const [found] = await viewsOf(this.db, [row], this.clock().getTime());
    const { row: _row, ...view } = found!;
    return {
      ...view,
      memberId: row.member_id,
      memberUserId: row.user_id,
      memberNickname: row.nickname,
    };
  }

  /**
   * Voids a bet: the stake goes back in full and the bet becomes status -1. A settled bet is
   * first reversed (its payout taken back) by the same step; a cancelled or cashed-out bet
   * cannot be voided (its money has already left the bet for good). The lifecycle table
   * (sports-bet-lifecycle.ts) decides which.
   */
  async void(actor: Actor, betId: number, reason: string) {
    const now = this.clock();
    const applied = await withRetryOnDeadlock(() =>
      this.db.transaction(async (tx) => {
        const [bet] = await lockBets(tx, [betId]);
        if (!bet) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
        const cell = decideSportsBet(bet, 'operatorVoid');
        if (cell.kind === 'refuse') throw new AppError(409, cell.code);
        if (cell.kind === 'answer') return { memberIds: [] as number[] };
        const legs = (await effectiveLegsOf(tx, [betId])).get(betId) ?? [];
        const step: Transition = {
          betId,
          memberId: bet.member_id,
          stakeWon: bet.stake_won,
          version: bet.settle_version,
          from: { status: bet.status, payoutWon: bet.payout_won },
          to: { status: -1, payoutWon: bet.stake_won },
          legResults: legs.map((l) => l.stored_result),
          action: 'void',
          actorId: actor.memberId,
          reason,
        };
        const moved = await applyTransitions(tx, [step], now);
        await writeAudit(tx, actor, {
          action: 'sports.betVoid',
          target: `sports-bet:${betId}`,
          before: { status: bet.status, payoutWon: bet.payout_won },
          after: { status: -1, payoutWon: bet.stake_won, reason },
        });
        return moved;
      }),
    );
    await publishBetChanges(this.db, this.realtime, [betId], applied.memberIds, now.getTime());
    return this.bet(betId);
  }

  /**
   * Corrects a selection's result: the correction is stored apart from the feed's code (and
   * wins over it), then every bet holding the selection is re-evaluated: a settled bet whose
   * status or payout changes is reversed and re-applied through the ledger, an open bet the
   * correction decides is settled, and a settled bet the correction re-opens goes back to open.
   */
  async resettle(actor: Actor, selectionId: string, settlement: LegSettlement, reason: string) {
    const now = this.clock();
    const result = await withRetryOnDeadlock(() =>
      this.db.transaction(async (tx) => {
        const [selection] = await tx.query<{
          settlement: number | null;
          overridden: number | null;
        }>(
          `SELECT s.settlement, o.settlement AS overridden
             FROM sports_selections s
             LEFT JOIN sports_selection_overrides o ON o.selection_id = s.id
            WHERE s.id = $1::bigint FOR UPDATE OF s`,
          [selectionId],
        );
        if (!selection) throw new AppError(404, 'SPORTS_SELECTION_NOT_FOUND');
        await tx.query(
          `INSERT INTO sports_selection_overrides (selection_id, settlement, reason, actor_id, updated_at)
           VALUES ($1::bigint, $2, $3, $4, $5)
           ON CONFLICT (selection_id) DO UPDATE SET settlement = EXCLUDED.settlement,
             reason = EXCLUDED.reason, actor_id = EXCLUDED.actor_id, updated_at = EXCLUDED.updated_at`,
          [selectionId, settlement, reason, actor.memberId, now.toISOString()],
        );
        const ids = await tx.query<{ bet_id: number }>(
          'SELECT DISTINCT bet_id FROM sports_bet_legs WHERE selection_id = $1::bigint',
          [selectionId],
        );
        // A bet closed for good (cancelled, cashed out) is not affected by any correction.
        const bets = (
          await lockBets(
            tx,
            ids.map((r) => r.bet_id),
          )
        ).filter((b) => !isFinalSportsBetState(sportsBetStateOf(b)));
        const legs = await effectiveLegsOf(
          tx,
          bets.map((b) => b.id),
        );
        // What the legs say now, for each bet its table cell: a move is applied, an answer skipped.
        const steps = bets.flatMap((b) => {
          const step = settleStep(b, legs.get(b.id) ?? [], { actorId: actor.memberId, reason });
          const event = step && settleEventOf(step.to.status, 'operator');
          return step && event && decideSportsBet(b, event).kind === 'move' ? [step] : [];
        });
        const moved = await applyTransitions(tx, steps, now);
        await writeAudit(tx, actor, {
          action: 'sports.resettle',
          target: `sports-selection:${selectionId}`,
          before: { settlement: selection.overridden ?? selection.settlement },
          after: { settlement, reason, affectedBets: bets.length, changedBets: steps.length },
        });
        return { moved, affected: bets.length, steps };
      }),
    );
    await publishBetChanges(
      this.db,
      this.realtime,
      result.steps.map((t) => t.betId),
      result.moved.memberIds,
      now.getTime(),
    );
    return {
      selectionId,
      settlement,
      affectedBets: result.affected,
      changedBets: result.steps.length,
    };
  }
}
