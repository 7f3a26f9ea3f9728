/**
 * The settlement sweeper, which settles every open bet whose legs are all settled, idempotently.
 * The feed only marks selections settled; each sweep
 * finds the open bets that are now decided — every regular leg has a result, or (singles and
 * parlays) a leg lost — and settles them in batches, each batch one transaction:
 *   lock the bets (SKIP LOCKED: one an operator or member is acting on waits for the next sweep),
 *   evaluate them from their legs, write history, statuses and leg results, and pay through the
 *   ledger set-based (sports-settle-ledger.ts).
 * Idempotent and restart-safe: a bet is only ever taken from status 0 under its row lock, and
 * its payout keys carry its settle_version. Leader-only: a batch runs only in the transaction
 * holding the sweeper's advisory lock, so a second node skips instead of double-settling.
 * Runs on start, every `tickMs`, and whenever `sweep()` is called (tests, dev clock).
 */
import type { Db, Queryable } from '../../platform/db/db';
import { JobLoop } from '../../platform/jobs/job-loop';
import { holdsLeaderLock } from '../../platform/jobs/leader-lock';
import type { Clock } from '../../platform/lib/clock';
import type { Realtime } from '../../platform/sse/realtime';
import { effectiveLegsOf, lockBets, settleStep } from './sports-settle-evaluate';
import { applyTransitions } from './sports-settle-ledger';
import { publishBetChanges } from './sports-settle-publish';
import { decideSportsBet, settleEventOf } from '../bets/sports-bet-lifecycle';

/** Advisory-lock class of the sweeper; the second key is the schema (as for migrations). */
export const SPORTS_SETTLE_LOCK = 4_201_014;
const BATCH = 500;
const MAX_BATCHES_PER_SWEEP = 40;

/** Open bets the legs have decided: all regular legs settled, or a single/parlay leg lost. */
const DECIDED_OPEN_BETS = `
  WITH effective AS (
    SELECT l.bet_id, l.book, COALESCE(o.settlement, s.settlement) AS result
      FROM sports_bet_legs l
      JOIN sports_bets b ON b.id = l.bet_id AND b.status = 0
      LEFT JOIN sports_selections s ON s.id = l.selection_id
      LEFT JOIN sports_selection_overrides o ON o.selection_id = l.selection_id
  )
  SELECT b.id FROM sports_bets b
   WHERE b.status = 0 AND b.id > $1
     AND (NOT EXISTS (SELECT 1 FROM effective e
                       WHERE e.bet_id = b.id AND e.book <> 'bonus' AND e.result IS NULL)
          OR (b.kind <> 'system' AND EXISTS (SELECT 1 FROM effective e
                                              WHERE e.bet_id = b.id AND e.result = 1)))
   ORDER BY b.id LIMIT ${BATCH}`;

export interface SweepResult {
  settled: number;
}

export class SportsSettleService {
  private readonly loop = new JobLoop(() => this.runSweep());

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  /** First sweep now (bets decided while we were down), then every `tickMs` (0: never). */
  async start(tickMs: number): Promise<void> {
    await this.sweep();
    this.loop.start(tickMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Serialised within the process: a sweep waits for the one before it. */
  sweep(): Promise<SweepResult> {
    return this.loop.runNow();
  }

  private async runSweep(): Promise<SweepResult> {
    let settled = 0;
    let after = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch += 1) {
      const now = this.clock();
      const done = await this.db.transaction(async (tx) => {
        if (!(await holdsLeaderLock(tx, SPORTS_SETTLE_LOCK))) return null;
        return this.settleBatch(tx, after, now);
      });
      if (!done) break;
      if (done.steps.length > 0) {
        settled += done.steps.length;
        await publishBetChanges(
          this.db,
          this.realtime,
          done.steps.map((t) => t.betId),
          done.memberIds,
          now.getTime(),
        ).catch(() => undefined);
      }
      if (done.candidates < BATCH) break;
      after = done.lastId;
    }
    return { settled };
  }

  private async settleBatch(tx: Queryable, after: number, now: Date) {
    const ids = (await tx.query<{ id: number }>(DECIDED_OPEN_BETS, [after])).map((r) => r.id);
    const bets = await lockBets(tx, ids, { skipLocked: true });
    const legs = await effectiveLegsOf(
      tx,
      bets.map((b) => b.id),
    );
    // The lifecycle table decides (sports-bet-lifecycle.ts): the sweeper moves only an open bet;
    // one an operator or member closed since it was selected is answered as it stands.
    const steps = bets.flatMap((bet) => {
      const step = settleStep(bet, legs.get(bet.id) ?? [], { actorId: null, reason: '' });
      const event = step && settleEventOf(step.to.status, 'job');
      return step && event && decideSportsBet(bet, event).kind === 'move' ? [step] : [];
    });
    const { memberIds } = await applyTransitions(tx, steps, now);
    return { steps, memberIds, candidates: ids.length, lastId: ids.at(-1) ?? after };
  }
}
