/**
 * The round's steps (issue 4): close → draw → settle, and cancel. Each step is one transaction
 * guarded by a conditional UPDATE on status, so running a step twice (two ticks, two nodes, a
 * restart) changes nothing the second time; a crash between steps resumes at the next one.
 */
import {
  MINIGAME_BET_STATUS,
  type MinigameRoundView,
} from '../../../src/contract/minigame.contract';
import { findGameById } from '../../../src/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../src/domain/minigame/family-registry';
import { createNodeRoundStream } from '../../../src/domain/minigame/stream-node';
import type { Queryable } from '../../platform/db/db';
import { BETS_PENDING_SHARDS } from '../../platform/ledger/accounts';
import { transferCompound } from '../../platform/ledger/compound-transfer';
import { resultLabels, ROUND_COLUMNS, roundView, type RoundRow } from './round-rows';

/** A bets_pending shard (platform/ledger/accounts.ts betsPendingOf: member id mod shard count). */
const pendingShard = (shard: number) =>
  ({ system: 'bets_pending', currency: 'KRW', shard }) as const;
const HOUSE = { system: 'house', currency: 'KRW' } as const;

async function updateRound(tx: Queryable, sql: string, params: unknown[]) {
  const rows = await tx.query<RoundRow>(`${sql} RETURNING ${ROUND_COLUMNS}`, params);
  return rows[0] ? roundView(rows[0]) : null;
}

export function closeRound(tx: Queryable, gameId: number, roundId: string, now: Date) {
  return updateRound(
    tx,
    `UPDATE minigame_rounds SET status = 'closed'
      WHERE game_id = $1 AND round_id = $2 AND status = 'open' AND closes_at <= $3`,
    [gameId, roundId, now.toISOString()],
  );
}

/** Reveals the seed and stores the outcome; a round without a seed cannot be drawn (→ null). */
export async function drawRound(tx: Queryable, gameId: number, roundId: string, now: Date) {
  const game = findGameById(gameId);
  const [row] = await tx.query<{ seed_hex: string | null }>(
    `SELECT seed_hex FROM minigame_rounds
      WHERE game_id = $1 AND round_id = $2 AND status = 'closed' AND draw_at <= $3 FOR UPDATE`,
    [gameId, roundId, now.toISOString()],
  );
  if (!row?.seed_hex || !game) return null;
  const outcome = FAMILY_ENGINES[game.family].draw(
    createNodeRoundStream(row.seed_hex, gameId, roundId),
  );
  return updateRound(
    tx,
    `UPDATE minigame_rounds SET status = 'drawn', outcome = $3::jsonb, result_labels = $4::jsonb
      WHERE game_id = $1 AND round_id = $2 AND status = 'closed'`,
    [gameId, roundId, JSON.stringify(outcome), JSON.stringify(resultLabels(game, outcome))],
  );
}

/** A settle or cancel step's money: how many bets it closed and who was paid back. */
export interface StepMoney {
  round: MinigameRoundView;
  /** Bets graded (settle) or refunded (cancel). */
  bets: number;
  /** Members credited, once each. */
  paidMembers: number[];
}

/**
 * Rows of the settle/cancel UPDATEs: per member paid (shard null), and one totals row per
 * bets_pending shard the round's stakes sit in (member_id null).
 */
interface MoneyRow {
  member_id: number | null;
  amount: number;
  bets: number;
  shard: number | null;
}

/** The totals rows' SELECT over the updated bets `u`: stakes and bets per bets_pending shard. */
const SHARD_TOTALS = `SELECT NULL::bigint, sum(stake_won)::bigint, count(*)::bigint,
         (member_id % ${BETS_PENDING_SHARDS})::int
    FROM u GROUP BY member_id % ${BETS_PENDING_SHARDS}`;

const STATUS_OF = {
  won: MINIGAME_BET_STATUS.won,
  lost: MINIGAME_BET_STATUS.lost,
  push: MINIGAME_BET_STATUS.push,
};

/** Splits MoneyRows into the members' credits and the stakes per bets_pending shard. */
function split(rows: MoneyRow[]) {
  const shards = rows
    .filter((r) => r.member_id === null && r.amount > 0)
    .map((r) => ({ shard: r.shard as number, amount: r.amount }))
    .sort((a, b) => a.shard - b.shard);
  const totals = rows.filter((r) => r.member_id === null);
  const credits = rows.flatMap((r) =>
    r.member_id === null ? [] : [{ memberId: r.member_id, amount: r.amount }],
  );
  return {
    stakes: totals.reduce((sum, r) => sum + r.amount, 0),
    bets: totals.reduce((sum, r) => sum + r.bets, 0),
    shards,
    credits,
  };
}

/** The compound legs that take the round's stakes out of each shard they sit in. */
const stakeLegs = (shards: { shard: number; amount: number }[]) =>
  shards.map((s) => ({ account: pendingShard(s.shard), amount: -s.amount }));

const memberCash = (memberId: number) => ({ memberId, kind: 'member_cash' as const });

/**
 * Grades every open bet and pays through the ledger (ARCHITECTURE §5), built for a round of
 * 100k bets (bench: < 2 s). Every bet on one selection has the same grade, so the selections
 * are graded in JS and ONE set-based UPDATE settles all bets, each row recording its own payout
 * (floor(stake × odds / 100), the stake for a push, 0 for a loss), and hands back each paid
 * member's total and the round's stakes. The money is ONE compound journal entry (migration
 * 009): bets_pending gives up the round's stakes, the house keeps what was lost net of the
 * winners' profit (or pays the difference), and each paid member gets one credit entry.
 * Re-running is a no-op twice over: the status guard above, and the round's idempotency key.
 */
export async function settleRound(
  tx: Queryable,
  gameId: number,
  roundId: string,
  now: Date,
): Promise<StepMoney | null> {
  const round = await updateRound(
    tx,
    `UPDATE minigame_rounds SET status = 'settled', settled_at = $3
      WHERE game_id = $1 AND round_id = $2 AND status = 'drawn'`,
    [gameId, roundId, now.toISOString()],
  );
  const game = findGameById(gameId);
  if (!round || !game) return null;
  const engine = FAMILY_ENGINES[game.family];
  const keys = await tx.query<{ selection_key: string }>(
    `SELECT DISTINCT selection_key FROM minigame_bets
      WHERE game_id = $1 AND round_id = $2 AND status = 0`,
    [gameId, roundId],
  );
  const grades = keys.map((k) => ({
    key: k.selection_key,
    grade: engine.grade(round.outcome, k.selection_key),
  }));
  const rows = await tx.query<MoneyRow>(
    `WITH g AS (
       SELECT * FROM unnest($3::text[], $4::int[], $5::text[]) AS g(selection_key, status, grade)
     ), u AS (
       UPDATE minigame_bets b SET status = g.status, settled_at = $6,
              payout_won = CASE g.grade WHEN 'won' THEN (b.stake_won * b.odds_hundredths) / 100
                                        WHEN 'push' THEN b.stake_won ELSE 0 END
         FROM g
        WHERE b.game_id = $1 AND b.round_id = $2 AND b.status = 0
          AND b.selection_key = g.selection_key
       RETURNING b.member_id, b.stake_won, b.payout_won
     )
     SELECT member_id, sum(payout_won)::bigint AS amount, count(*)::bigint AS bets,
            NULL::int AS shard
       FROM u WHERE payout_won > 0 GROUP BY member_id
     UNION ALL
     ${SHARD_TOTALS}`,
    [
      gameId,
      roundId,
      grades.map((g) => g.key),
      grades.map((g) => STATUS_OF[g.grade]),
      grades.map((g) => g.grade),
      now.toISOString(),
    ],
  );
  const { stakes, bets, shards, credits } = split(rows);
  if (stakes > 0) {
    const paid = credits.reduce((sum, c) => sum + c.amount, 0);
    const houseNet = stakes - paid;
    await transferCompound(tx, {
      idempotencyKey: `minigame-settle:${gameId}:${roundId}`,
      kind: 'minigame_payout',
      reference: `minigame:${gameId}:${roundId}`,
      legs: [
        ...stakeLegs(shards),
        ...(houseNet === 0 ? [] : [{ account: HOUSE, amount: houseNet }]),
        ...credits.map((c) => ({ account: memberCash(c.memberId), amount: c.amount })),
      ],
    });
  }
  return { round, bets, paidMembers: credits.map((c) => c.memberId) };
}

/**
 * Cancels an unfinished round and refunds every open bet (admin, or a round with no seed): one
 * set-based UPDATE, then one compound entry from bets_pending with a credit per member.
 */
export async function cancelRound(
  tx: Queryable,
  gameId: number,
  roundId: string,
  now: Date,
): Promise<StepMoney | null> {
  const round = await updateRound(
    tx,
    `UPDATE minigame_rounds SET status = 'cancelled', settled_at = $3
      WHERE game_id = $1 AND round_id = $2 AND status IN ('open', 'closed', 'drawn')`,
    [gameId, roundId, now.toISOString()],
  );
  if (!round) return null;
  const rows = await tx.query<MoneyRow>(
    `WITH u AS (
       UPDATE minigame_bets SET status = -1, settled_at = $3
        WHERE game_id = $1 AND round_id = $2 AND status = 0
        RETURNING member_id, stake_won
     )
     SELECT member_id, sum(stake_won)::bigint AS amount, count(*)::bigint AS bets,
            NULL::int AS shard
       FROM u GROUP BY member_id
     UNION ALL
     ${SHARD_TOTALS}`,
    [gameId, roundId, now.toISOString()],
  );
  const { stakes, bets, shards, credits } = split(rows);
  if (stakes > 0) {
    await transferCompound(tx, {
      idempotencyKey: `minigame-cancel:${gameId}:${roundId}`,
      kind: 'minigame_refund',
      reference: `minigame:${gameId}:${roundId}`,
      legs: [
        ...stakeLegs(shards),
        ...credits.map((c) => ({ account: memberCash(c.memberId), amount: c.amount })),
      ],
    });
  }
  return { round, bets, paidMembers: credits.map((c) => c.memberId) };
}
