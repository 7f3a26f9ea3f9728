/**
 * The member's own sports bets: the history page (filters, 15 a page,
 * newest first) and cancellation where sports-bet-rules.ts allows it (sports-bet-cancel.ts).
 * Another member's bet id is simply not found: ownership is part of every query.
 */
import type { z } from 'zod';
import type {
  CancelSportsBetBody,
  sportsBetsQuerySchema,
} from '../../../common/contract/sports-bets.contract';
import type { Db } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import type { Clock } from '../../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../../platform/lib/paging';
import type { Realtime } from '../../platform/sse/realtime';
import { cancelKeyConflict, cancelOwnBet, type CancelOutcome } from './sports-bet-cancel';
import { withRetryOnDeadlock } from '../../platform/db/deadlock-retry';
import { BET_COLUMNS, betViewsByIds, viewsOf, type BetRow } from './sports-bet-view';
import { publishBetChanges } from '../settle/sports-settle-publish';

type BetsQuery = z.infer<typeof sportsBetsQuerySchema>;

export class SportsBetMemberService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async list(memberId: number, query: BetsQuery) {
    const where = ['b.member_id = $1'];
    const params: unknown[] = [memberId];
    if (query.status !== undefined) {
      params.push(query.status);
      where.push(`b.status = $${params.length}`);
    }
    if (query.family !== undefined) {
      params.push(query.family);
      where.push(`b.family = $${params.length}`);
    }
    const { limit, offset } = pageWindow(query.page);
    const [rows, total] = await Promise.all([
      this.db.query<BetRow>(
        `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE ${where.join(' AND ')}
          ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM sports_bets b WHERE ${where.join(' AND ')}`,
        params,
      ),
    ]);
    const views = await viewsOf(this.db, rows, this.clock().getTime());
    return pageOfRows(
      views.map(({ row: _row, ...view }) => view),
      query.page,
      countFrom(total),
    );
  }

  /**
   * Cancels the member's own bet and refunds the stake in full (status -1); a retry with the
   * same key answers the first cancellation (sports-bet-cancel.ts).
   */
  async cancel(memberId: number, betId: number, body: CancelSportsBetBody) {
    const now = this.clock();
    let outcome: CancelOutcome;
    try {
      outcome = await withRetryOnDeadlock(() =>
        this.db.transaction((tx) => cancelOwnBet(tx, memberId, betId, body.idempotencyKey, now)),
      );
    } catch (error) {
      throw cancelKeyConflict(error) ?? error;
    }
    if (!outcome.replayed) {
      await publishBetChanges(this.db, this.realtime, [betId], outcome.memberIds, now.getTime());
    }
    return this.ownBet(memberId, betId);
  }

  /** The bet and the member's cash after a change. */
  async ownBet(memberId: number, betId: number) {
    const [bet] = await betViewsByIds(this.db, [betId], this.clock().getTime());
    if (!bet || bet.memberId !== memberId) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
    const { memberId: _owner, ...view } = bet;
    const [cash] = await this.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'member_cash'`,
      [memberId],
    );
    return { bet: view, emoney: cash?.balance ?? 0 };
  }
}
