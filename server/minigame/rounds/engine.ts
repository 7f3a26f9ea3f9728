/**
 * The minigame round engine (docs/architecture.md §9). One `tick()` moves every game forward:
 *  1. prepare: make sure each game's current and next round rows exist (seed + commit written
 *     ahead, so the commit is public while betting is open) — an in-memory watermark per game
 *     makes this free until a new round is due, and one INSERT covers all games;
 *  2. one query for every due step (open past close, closed past draw, drawn), then each step in
 *     its own transaction (round-steps.ts), oldest first.
 * A tick runs on a timer and right after the dev clock moves. Ticks never overlap in one process;
 * across nodes each step takes a transaction-level advisory lock (leader per step) and is guarded
 * by its conditional UPDATE, so a second node or a restart can never pay twice.
 */
import { randomBytes } from 'node:crypto';
import type { MinigameRoundView } from '../../../common/contract/minigame.contract';
import { MINIGAME_CATALOG } from '../../../common/domain/minigame/catalog';
import { commitSeedSync } from '../../../common/domain/minigame/stream-node';
import type { Db, Queryable } from '../../platform/db/db';
import { JobLoop } from '../../platform/jobs/job-loop';
import { leaderTransaction } from '../../platform/jobs/leader-lock';
import type { Clock } from '../../platform/lib/clock';
import { killAfterDrawIfFaultInjected } from './fault';
import { ROUND_COLUMNS, roundView, type RoundRow } from './round-rows';
import { cancelRound, closeRound, drawRound, settleRound } from './round-steps';
import { slotsToPrepare } from './schedule';

/** Advisory-lock class of the scheduler; the second key is the schema, as for migrations. */
export const MINIGAME_SCHEDULER_LOCK = 4_201_004;
const MAX_STEPS_PER_TICK = 2_000;

export interface EngineListener {
  round(round: MinigameRoundView): void;
  /** Bets of a round were graded or refunded; `paidMembers` had money paid back. */
  betsSettled(gameId: number, roundId: string, paidMembers: number[]): void;
}

type Step = 'close' | 'draw' | 'settle';

interface DueRow {
  game_id: number;
  round_id: string;
  status: 'open' | 'closed' | 'drawn';
  closes_at: string;
  draw_at: string;
}

export class MinigameEngine {
  private readonly preparedUntil = new Map<number, number>();
  private readonly loop = new JobLoop(() => this.runTick());

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly listener: EngineListener,
  ) {}

  start(tickMs: number): void {
    this.loop.start(tickMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Serialised: a tick waits for the one before it. `only` limits the steps (crash tests). */
  tick(only?: readonly Step[]): Promise<void> {
    return this.loop.runNow(() => this.runTick(only));
  }

  private async runTick(only?: readonly Step[]): Promise<void> {
    const now = this.clock();
    await this.prepare(now);
    const due = await this.db.query<DueRow>(
      `SELECT game_id, round_id, status, closes_at, draw_at FROM minigame_rounds
        WHERE status IN ('open', 'closed', 'drawn') AND (closes_at <= $1 OR status = 'drawn')
        ORDER BY draw_at, game_id LIMIT ${MAX_STEPS_PER_TICK}`,
      [now.toISOString()],
    );
    for (const row of due) await this.advance(row, now, only);
  }

  private async prepare(now: Date): Promise<void> {
    const ms = now.getTime();
    const slots = MINIGAME_CATALOG.filter(
      (game) => (this.preparedUntil.get(game.id) ?? -Infinity) <= ms,
    ).flatMap((game) => slotsToPrepare(game, ms));
    if (slots.length === 0) return;
    const values: string[] = [];
    const params: unknown[] = [];
    for (const slot of slots) {
      const seed = randomBytes(32).toString('hex');
      const i = params.length;
      values.push(`($${i + 1}, $${i + 2}, $${i + 3}, 'open', $${i + 4}, $${i + 5}, $${i + 6},
                    $${i + 7}, $${i + 8})`);
      params.push(
        slot.gameId,
        slot.roundId,
        slot.roundNo,
        slot.opensAt.toISOString(),
        slot.closesAt.toISOString(),
        slot.drawAt.toISOString(),
        seed,
        commitSeedSync(seed),
      );
    }
    const created = await this.db.query<{ game_id: number; round_id: string }>(
      `INSERT INTO minigame_rounds
         (game_id, round_id, round_no, status, opens_at, closes_at, draw_at, seed_hex, commit_hex)
       VALUES ${values.join(', ')} ON CONFLICT (game_id, round_id) DO NOTHING
       RETURNING game_id, round_id`,
      params,
    );
    // Prepared until the current round's draw: then the next-but-one round is needed.
    for (const game of MINIGAME_CATALOG) {
      const [current] = slotsToPrepare(game, ms);
      if (current) this.preparedUntil.set(game.id, current.drawAt.getTime());
    }
    if (created.length > 0) await this.publishRounds(created);
  }

  private async publishRounds(keys: { game_id: number; round_id: string }[]) {
    for (const key of keys) {
      const [row] = await this.db.query<RoundRow>(
        `SELECT ${ROUND_COLUMNS} FROM minigame_rounds WHERE game_id = $1 AND round_id = $2`,
        [key.game_id, key.round_id],
      );
      if (row) this.listener.round(roundView(row));
    }
  }

  /** Runs every step this round is due for, each in its own transaction. */
  private async advance(row: DueRow, now: Date, only?: readonly Step[]): Promise<void> {
    const { game_id: gameId, round_id: roundId } = row;
    const allowed = (step: Step) => !only || only.includes(step);
    let status = row.status;
    if (status === 'open' && allowed('close')) {
      const closed = await this.step((tx) => closeRound(tx, gameId, roundId, now));
      if (closed) status = 'closed';
    }
    if (status === 'closed' && Date.parse(row.draw_at) <= now.getTime() && allowed('draw')) {
      const drawn = await this.step((tx) => drawRound(tx, gameId, roundId, now));
      if (drawn) {
        status = 'drawn';
        await killAfterDrawIfFaultInjected(this.db, gameId, roundId); // tests only: a crash before settlement
      } else await this.cancelIfUndrawable(gameId, roundId, now);
    }
    if (status === 'drawn' && allowed('settle')) {
      const settled = await this.leaderTransaction((tx) => settleRound(tx, gameId, roundId, now));
      if (settled) {
        this.listener.round(settled.round);
        this.listener.betsSettled(gameId, roundId, settled.paidMembers);
      }
    }
  }

  /** A closed round whose seed is lost cannot be drawn fairly: cancel it and refund. */
  private async cancelIfUndrawable(gameId: number, roundId: string, now: Date) {
    const cancelled = await this.leaderTransaction(async (tx) => {
      const [row] = await tx.query<{ seed_hex: string | null }>(
        `SELECT seed_hex FROM minigame_rounds WHERE game_id = $1 AND round_id = $2
            AND status = 'closed' AND draw_at <= $3`,
        [gameId, roundId, now.toISOString()],
      );
      return row && !row.seed_hex ? cancelRound(tx, gameId, roundId, now) : null;
    });
    if (cancelled) {
      this.listener.round(cancelled.round);
      this.listener.betsSettled(gameId, roundId, cancelled.paidMembers);
    }
  }

  private async step(
    fn: (tx: Queryable) => Promise<MinigameRoundView | null>,
  ): Promise<MinigameRoundView | null> {
    const round = await this.leaderTransaction(fn);
    if (round) this.listener.round(round);
    return round;
  }

  /** Only the node holding the scheduler lock for this transaction acts; others skip. */
  private leaderTransaction<T>(fn: (tx: Queryable) => Promise<T | null>): Promise<T | null> {
    return leaderTransaction(this.db, MINIGAME_SCHEDULER_LOCK, fn);
  }
}
