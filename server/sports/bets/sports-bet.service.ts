/**
 * Sports bet placement (docs/architecture.md §5–6). Placements that arrive
 * together are decided in one transaction per batch (sports-bet-batch.ts, batcher.ts);
 * this file holds the one-slip path the batch falls back on, and the answers. One transaction:
 *   1. the member's level limits, policy, and a bet already made with this idempotency key
 *      (a retry answers the first bet and moves nothing; the same key with another slip → 409),
 *      read in the same statement as
 *   2. every pick's selection row, read FOR SHARE and re-priced (sports-bet-assess.ts decides);
 *   3. the bet and its legs (names copied for history);
 *   4. last, the one ledger transfer member cash → the member's bets_pending shard: the ledger
 *      locks that shared row, so everything else happens before it and the lock lives only until
 *      the commit right after.
 * A refusal anywhere rolls the whole transaction back. Events go out after the commit.
 */
import type { PlaceSportsBetBody } from '../../../common/contract/sports-bets.contract';
import type { Db, Queryable } from '../../platform/db/db';
import { betsPendingOf, shardOf } from '../../platform/ledger/accounts';
import { getMemberBalances } from '../../platform/ledger/balances';
import { transfer } from '../../platform/ledger/transfer';
import { AppError } from '../../platform/lib/app-error';
import type { Clock } from '../../platform/lib/clock';
import type { Realtime } from '../../platform/sse/realtime';
import { assessSlip } from './sports-bet-assess';
import { limitsFromRow } from './sports-bet-limits.service';
import { insertBetWithLegs } from './sports-bet-insert';
import { lockedSelectionsCte, readLockedBook } from './sports-bet-pricing';
import { withRetryOnDeadlock } from '../../platform/db/deadlock-retry';
import { placeBatchIn, type BatchOutcome, type PlacementJob } from './sports-bet-batch';
import { Batcher, type BatchAnswer, type BatcherOptions } from '../../platform/lib/batcher';
import {
  fingerprintOf,
  newBetView,
  replayedOf,
  type BettorRow,
  type Placed,
} from './sports-bet-placed';
import { betViewsByIds } from './sports-bet-view';
import { assertStakeGate, lockStaker } from '../../responsible/stake-gate';

/** bets_pending's first shard; a member's stakes go to `betsPendingOf(memberId)`. */
export const BETS_PENDING = { system: 'bets_pending', currency: 'KRW' } as const;

/**
 * Batches of up to 64 placements in two lanes, one batch in flight per lane. A member's
 * placements always go to the lane of their bets_pending shard, so two batches in flight never
 * lock the same shard row and never wait on each other. Two lanes measured best on the 2-core
 * machine (bench/sports-bets.bench.ts at 64 clients: 1 lane ≈ 2,070 bets/s, 2 ≈ 2,400–2,700,
 * 3 ≈ 2,190, 4 ≈ 1,960): one batch is written while the next one is being decided.
 */
const LANES = 2;
const BATCHING: BatcherOptions = { maxBatch: 64, maxConcurrent: 1 };

export class SportsBetService {
  /** One batcher per lane; `laneOf` picks a member's. */
  readonly lanes: Batcher<PlacementJob, Placed>[];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
    batching: BatcherOptions = BATCHING,
  ) {
    this.lanes = Array.from(
      { length: LANES },
      () => new Batcher((jobs: PlacementJob[]) => this.placeBatch(jobs), batching),
    );
  }

  async place(memberId: number, body: PlaceSportsBetBody) {
    const lane = this.lanes[shardOf(betsPendingOf(memberId)) % LANES]!;
    const placed = await lane.submit({ memberId, body, fingerprint: fingerprintOf(body) });
    if ('replayedBetId' in placed) return this.replay(memberId, placed.replayedBetId);
    this.realtime.betsToMember(memberId, { type: 'sportsBet', bet: placed.bet });
    this.realtime.betsToMember(memberId, {
      type: 'balance',
      emoney: placed.emoney,
      point: placed.point,
    });
    return { bet: placed.bet, emoney: placed.emoney };
  }

  /**
   * One batch: decided together in one transaction; a job the batch sends back (the same key
   * twice in it), or every job of a batch that failed as a whole (a twin committed first under
   * one of its keys, or anything unexpected: it rolled back), is placed alone, after.
   */
  private async placeBatch(jobs: PlacementJob[]): Promise<BatchAnswer<Placed>[]> {
    const outcomes = await withRetryOnDeadlock(() =>
      this.db.transaction((tx) => placeBatchIn(tx, jobs, this.clock())),
    ).catch((): BatchOutcome[] => jobs.map(() => ({ kind: 'alone' })));
    return Promise.all(
      outcomes.map(async (outcome, i): Promise<BatchAnswer<Placed>> => {
        if (outcome.kind === 'placed') return { ok: true, value: outcome.placed };
        if (outcome.kind === 'refused') return { ok: false, error: outcome.error };
        const job = jobs[i]!;
        return this.placeAlone(job).then(
          (value) => ({ ok: true, value }),
          (error: unknown) => ({ ok: false, error }),
        );
      }),
    );
  }

  /** The one-slip path: its own transaction, retried on a deadlock. */
  private placeAlone({ memberId, body, fingerprint }: PlacementJob): Promise<Placed> {
    return withRetryOnDeadlock(() =>
      this.db.transaction((tx) => this.placeIn(tx, memberId, body, fingerprint)),
    );
  }

  private async placeIn(
    tx: Queryable,
    memberId: number,
    body: PlaceSportsBetBody,
    fingerprint: string,
  ): Promise<Placed> {
    // The member's row first, as every stake path: the stake gate below then reads every stake
    // of theirs that committed, and none commits meanwhile (stake-gate.ts).
    await lockStaker(tx, memberId);
    // The bettor and every pick's selection row (read FOR SHARE, see sports-bet-pricing.ts) in
    // one round trip.
    const [bettor] = await tx.query<BettorRow & { picked_count: number }>(
      `WITH ${lockedSelectionsCte(3)}
       SELECT m.level, p.policy, l.min_stake_won, l.max_stake_won, l.max_payout_won,
              l.max_selections, pt.balance AS point, c.id AS cash_account_id,
              b.id AS existing_id, b.request_fingerprint AS existing_fingerprint,
              (SELECT count(*) FROM picked) AS picked_count
         FROM members m
         LEFT JOIN sports_level_limits l ON l.level = m.level
         LEFT JOIN sports_odds_policies p ON p.member_id = m.id
         LEFT JOIN ledger_accounts pt ON pt.member_id = m.id AND pt.kind = 'member_point'
         LEFT JOIN ledger_accounts c ON c.member_id = m.id AND c.kind = 'member_cash'
         LEFT JOIN sports_bets b ON b.member_id = m.id AND b.idempotency_key = $2
        WHERE m.id = $1`,
      [memberId, body.idempotencyKey, body.picks.map((p) => p.selectionId)],
    );
    if (!bettor) throw new AppError(404, 'MEMBER_NOT_FOUND');
    // A used key is `memberPlace` on the bet it placed, answered in every state; a new key is the
    // `absent` row, which takes the stake (sports-bet-lifecycle.ts).
    if (bettor.existing_id !== null) return replayedOf(bettor, fingerprint);

    const now = this.clock();
    // The selections' rows were locked above; their state is read after (readLockedBook).
    const book = await readLockedBook(
      tx,
      body.picks.map((p) => p.selectionId),
    );
    const plan = assessSlip(
      body,
      book,
      limitsFromRow(bettor),
      bettor.policy ?? 'none',
      now.getTime(),
    );
    // The stake gate (blocks, stake and loss limits), before anything is written.
    await assertStakeGate(tx, { memberId, amount: plan.stakeWon, kind: 'sports_stake' }, now);

    const inserted = await insertBetWithLegs(tx, memberId, body, fingerprint, plan, now);
    if (inserted === null) {
      // A twin request with the same key committed while we priced: answer its bet.
      const [twin] = await tx.query<BettorRow>(
        `SELECT id AS existing_id, request_fingerprint AS existing_fingerprint
           FROM sports_bets WHERE member_id = $1 AND idempotency_key = $2`,
        [memberId, body.idempotencyKey],
      );
      if (!twin) throw new Error('sports bet key conflicted but cannot be found');
      return replayedOf(twin, fingerprint);
    }
    const betId = inserted.id;
    const view = newBetView(memberId, body, plan, inserted, now);

    // Last: the ledger locks the member's bets_pending shard (shared with the other members of
    // the shard) until the commit right after.
    const moved = await transfer(tx, {
      idempotencyKey: `sports-stake:${betId}`,
      kind: 'sports_stake',
      reference: `sports-bet:${betId}`,
      from: { memberId, kind: 'member_cash' },
      to: betsPendingOf(memberId),
      amount: plan.stakeWon,
    });
    const emoney = moved.balances[bettor.cash_account_id as number] as number;
    return { bet: view, emoney, point: bettor.point ?? 0 };
  }

  private async replay(memberId: number, betId: number) {
    const [bet] = await betViewsByIds(this.db, [betId], this.clock().getTime());
    if (!bet) throw new Error(`sports bet ${betId} vanished`);
    const { memberId: _owner, ...view } = bet;
    const balances = await getMemberBalances(this.db, memberId);
    return { bet: view, emoney: balances.emoney };
  }
}
