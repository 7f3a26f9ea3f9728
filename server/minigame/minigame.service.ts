/**
 * Minigame wiring: the round engine with its SSE listener, admin cancel/refund, and
 * start/stop with the app. Events go out after each step's transaction commits (docs/architecture.md §7).
 */
import type { MinigameBetView } from '../../common/contract/minigame.contract';
import type { Db } from '../platform/db/db';
import { MinigameEngine, type EngineListener } from './rounds/engine';
import { BET_COLUMNS } from './rounds/round-rows';
import { cancelRound } from './rounds/round-steps';
import { getMemberBalances } from '../platform/ledger/balances';
import { seedMinigameSettings } from './minigame-settings.defaults';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import type { Realtime } from '../platform/sse/realtime';

export class MinigameService {
  readonly engine: MinigameEngine;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {
    const listener: EngineListener = {
      round: (round) => realtime.broadcast({ type: 'minigameRound', round }),
      betsSettled: (gameId, roundId, paidMembers) =>
        void this.publishBets(gameId, roundId, paidMembers).catch(() => undefined),
    };
    this.engine = new MinigameEngine(db, clock, listener);
  }

  /** Seeds missing settings, brings every game up to date, then ticks every `tickMs`. */
  async start(tickMs: number): Promise<void> {
    await seedMinigameSettings(this.db);
    await this.engine.tick();
    this.engine.start(tickMs);
  }

  stop(): Promise<void> {
    return this.engine.stop();
  }

  /** Every graded bet to its member, and the new balance to those who were paid. */
  private async publishBets(gameId: number, roundId: string, paidMembers: number[]) {
    const bets = await this.db.query<MinigameBetView & { memberId: number }>(
      `SELECT ${BET_COLUMNS}, b.member_id AS "memberId" FROM minigame_bets b
        WHERE b.game_id = $1 AND b.round_id = $2 AND b.status IN (1, 2, 3, -1)`,
      [gameId, roundId],
    );
    for (const { memberId, ...bet } of bets) {
      this.realtime.betsToMember(memberId, { type: 'minigameBet', bet });
    }
    for (const memberId of new Set(paidMembers)) {
      const balances = await getMemberBalances(this.db, memberId);
      this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    }
  }

  /** Admin: cancel an unfinished round and refund every open bet, audited. */
  async cancel(actor: Actor, gameId: number, roundId: string) {
    const result = await this.db.transaction(async (tx) => {
      const [exists] = await tx.query<{ status: string }>(
        'SELECT status FROM minigame_rounds WHERE game_id = $1 AND round_id = $2 FOR UPDATE',
        [gameId, roundId],
      );
      if (!exists) throw new AppError(404, 'ROUND_NOT_FOUND');
      const cancelled = await cancelRound(tx, gameId, roundId, this.clock());
      // A settled or cancelled round: its bets' `roundCancel` cells refuse
      // (minigame-bet-lifecycle.ts).
      if (!cancelled) throw new AppError(409, 'ROUND_NOT_CANCELLABLE');
      await writeAudit(tx, actor, {
        action: 'minigame.roundCancel',
        target: `minigame:${gameId}:${roundId}`,
        before: { status: exists.status },
        after: { status: 'cancelled', refundedBets: cancelled.bets },
      });
      return cancelled;
    });
    this.realtime.broadcast({ type: 'minigameRound', round: result.round });
    await this.publishBets(gameId, roundId, result.paidMembers);
    return { round: result.round, refundedBets: result.bets };
  }
}
