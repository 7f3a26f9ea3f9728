/**
 * The member's own sports bets (issue 3 /bet_result): the history page (filters, 15 a page,
 * newest first) and cancellation where sports-bet-rules.ts allows it. Another member's bet id is
 * simply not found: ownership is part of every query.
 */
import type { z } from 'zod';
import type { sportsBetsQuerySchema } from '../../src/contract/sports.contract';
import type { Db } from '../db/db';
import { AppError } from './app-error';
import type { Clock } from './clock';
import { countFrom, pageOfRows, pageWindow } from './paging';
import type { Realtime } from './realtime';
import { isCancellableAt } from './sports-bet-rules';
import { BET_COLUMNS, betViewsByIds, viewsOf, type BetRow } from './sports-bet-view';
import { lockBets } from './sports-settle-evaluate';
import { applyTransitions } from './sports-settle-ledger';
import { publishBetChanges } from './sports-settle-publish';

type BetsQuery = z.infer<typeof sportsBetsQuerySchema>;

/** Fixture statuses before the start (spec: LSports 1 not started, 9 about to start). */
const NOT_STARTED = [1, 9];

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

  /** Cancels the member's own bet and refunds the stake in full (status -1). */
  async cancel(memberId: number, betId: number) {
    const now = this.clock();
    const applied = await this.db.transaction(async (tx) => {
      const [bet] = await lockBets(tx, [betId], { memberId });
      if (!bet) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
      // The live fixture rows decide, not the start times copied at placement: a fixture that
      // was brought forward or has already kicked off cannot be cancelled.
      const legs = await tx.query<{
        book: string;
        starts_at: string | null;
        status: number | null;
      }>(
        `SELECT l.book, f.starts_at, f.status FROM sports_bet_legs l
           LEFT JOIN sports_fixtures f ON f.id = l.fixture_id WHERE l.bet_id = $1`,
        [betId],
      );
      const legStarts = legs
        .filter((l) => l.book !== 'bonus')
        .map((l) => (l.status !== null && NOT_STARTED.includes(l.status) ? l.starts_at : null));
      const allowed = isCancellableAt(
        { family: bet.family, status: bet.status, createdAt: bet.created_at, legStarts },
        now.getTime(),
      );
      if (!allowed) throw new AppError(409, 'SPORTS_BET_NOT_CANCELLABLE');
      return applyTransitions(
        tx,
        [
          {
            betId,
            memberId,
            stakeWon: bet.stake_won,
            version: bet.settle_version,
            from: { status: 0, payoutWon: 0 },
            to: { status: -1, payoutWon: bet.stake_won },
            legResults: legs.map(() => null),
            action: 'cancel',
            actorId: memberId,
            reason: '회원 취소',
          },
        ],
        now,
      );
    });
    await publishBetChanges(this.db, this.realtime, [betId], applied.memberIds, now.getTime());
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
