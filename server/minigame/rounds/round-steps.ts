/**
 * The round's steps: close → draw → settle, and cancel. Each step is one transaction
 * guarded by a conditional UPDATE on status, so running a step twice (two ticks, two nodes, a
 * restart) changes nothing the second time; a crash between steps resumes at the next one.
 * Which bets a grading or a cancel takes, and the status it gives them, are the bet lifecycle
 * table's cells (minigame-bet-lifecycle.ts), read once per statement.
 */
import type { MinigameRoundView } from '../../../common/contract/minigame.contract';
import { findGameById } from '../../../common/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../common/domain/minigame/family-registry';
import {
  combineRoundSeedsSync,
  createNodeRoundStream,
} from '../../../common/domain/minigame/stream-node';
import type { Queryable } from '../../platform/db/db';
import { BETS_PENDING_SHARDS } from '../../platform/ledger/accounts';
import { transferCompound } from '../../platform/ledger/compound-transfer';
import { numbersOf } from '../../platform/ledger/number-lists';
import { resultLabels, ROUND_COLUMNS, roundView, type RoundRow } from './round-rows';
import { statusAfter, statusesMovingOn } from '../minigame-bet-lifecycle';

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

/**
 * The client seeds of a closed round's bets, one per member (a new pick replaces the old bet and
 * keeps its seed), as one text: seeds are printable without spaces, and one text out is far
 * cheaper than a row per bet on a round of 100k bets.
 */
export async function roundClientSeeds(
  tx: Queryable,
  gameId: number,
  roundId: string,
): Promise<string[]> {
  const [row] = await tx.query<{ seeds: string | null }>(
    `SELECT string_agg(client_seed, ' ') AS seeds FROM minigame_bets
      WHERE game_id = $1 AND round_id = $2 AND status = ANY($3::int[])`,
    [gameId, roundId, SETTLES_FROM],
  );
  return row?.seeds ? row.seeds.split(' ') : [];
}

/**
 * Reveals the seed and stores the outcome; a round without a seed cannot be drawn (→ null).
 * A rule-2 round first combines its bettors' client seeds (fixed: betting is closed) into the
 * round client seed of the stream's message, and stores it beside the outcome.
 */
export async function drawRound(tx: Queryable, gameId: number, roundId: string, now: Date) {
  const game = findGameById(gameId);
  const [row] = await tx.query<{ seed_hex: string | null; fair_rule: number }>(
    `SELECT seed_hex, fair_rule FROM minigame_rounds
      WHERE game_id = $1 AND round_id = $2 AND status = 'closed' AND draw_at <= $3 FOR UPDATE`,
    [gameId, roundId, now.toISOString()],
  );
  if (!row?.seed_hex || !game) return null;
  const clientSeed =
    row.fair_rule === 2 ? combineRoundSeedsSync(await roundClientSeeds(tx, gameId, roundId)) : null;
  const outcome = FAMILY_ENGINES[game.family].draw(
    createNodeRoundStream(row.seed_hex, gameId, roundId, clientSeed ?? undefined),
  );
  return updateRound(
    tx,
    `UPDATE minigame_rounds SET status = 'drawn', outcome = $3::jsonb, result_labels = $4::jsonb,
            client_seed = $5
      WHERE game_id = $1 AND round_id = $2 AND status = 'closed'`,
    [
      gameId,
      roundId,
      JSON.stringify(outcome),
      JSON.stringify(resultLabels(game, outcome)),
      clientSeed,
    ],
  );
}

/**
 * Memory for the sorts, hashes and row stores of ONE settle/cancel transaction (SET LOCAL: it
 * ends with the transaction). A 100k-bet round keeps 100k updated rows for RETURNING and twice
 * 100k more for the report trigger's transition tables (migration 029); at the default 4 MB
 * they spill to temporary files: measured ~0.45 s of the embedded database's 2.3 s settlement.
 * 64 MB holds a 100k-bet round; only the round steps ask for it, one at a time
 * (the scheduler's leader lock).
 */
const ROUND_STEP_WORK_MEM = `SELECT set_config('work_mem', '64MB', true)`;

/** A settle or cancel step's money: how many bets it closed and who was paid back. */
export interface StepMoney {
  round: MinigameRoundView;
  /** Bets graded (settle) or refunded (cancel). */
  bets: number;
  /** Members credited, once each. */
  paidMembers: number[];
}

/**
 * What a settle/cancel UPDATE hands back, as ONE row of comma-separated lists (number-lists.ts:
 * on the embedded database 50,000 rows out cost ~0.5 s, one text of them a tenth of that):
 * each paid member and their total (in member order), and per bets_pending shard the round's
 * stakes sit in, the stakes and the bets.
 */
interface MoneyLists {
  members: string | null;
  amounts: string | null;
  shards: string | null;
  stakes: string | null;
  bets: string | null;
}

/**
 * The SELECT over the updated bets `u` (member_id, stake_won and the member's `credit`): the
 * MoneyLists. Every list of one SELECT aggregates the same rows in the same order, so the
 * member and amount lists (and the shard lists) line up.
 */
const MONEY_LISTS = `paid AS (
       SELECT member_id, sum(credit)::bigint AS amount FROM u WHERE credit > 0 GROUP BY member_id
     ), shards AS (
       SELECT member_id % ${BETS_PENDING_SHARDS} AS shard, sum(stake_won)::bigint AS stake,
              count(*)::bigint AS bets
         FROM u GROUP BY member_id % ${BETS_PENDING_SHARDS}
     )
     SELECT p.members, p.amounts, s.shards, s.stakes, s.bets
       FROM (SELECT string_agg(member_id::text, ',' ORDER BY member_id) AS members,
                    string_agg(amount::text, ',' ORDER BY member_id) AS amounts FROM paid) p,
            (SELECT string_agg(shard::text, ',' ORDER BY shard) AS shards,
                    string_agg(stake::text, ',' ORDER BY shard) AS stakes,
                    string_agg(bets::text, ',' ORDER BY shard) AS bets FROM shards) s`;

/** Each grade's event in the bet lifecycle table, and the status that table gives it. */
const SETTLE_EVENT = { won: 'jobSettleWon', lost: 'jobSettleLost', push: 'jobSettlePush' } as const;
const STATUS_OF = {
  won: statusAfter(SETTLE_EVENT.won),
  lost: statusAfter(SETTLE_EVENT.lost),
  push: statusAfter(SETTLE_EVENT.push),
};
/** The statuses a grading takes its bets from: the same for every grade (the table's cells). */
const SETTLES_FROM = statusesMovingOn(SETTLE_EVENT.won);
for (const event of Object.values(SETTLE_EVENT)) {
  if (statusesMovingOn(event).join() !== SETTLES_FROM.join()) {
    throw new Error(`${event} settles bets from other statuses than the other grades`);
  }
}
const CANCELS_FROM = statusesMovingOn('roundCancel');
const CANCELLED_STATUS = statusAfter('roundCancel');

/** The members' credits and the stakes per bets_pending shard, from the MoneyLists. */
function split(lists: MoneyLists | undefined) {
  const members = numbersOf(lists?.members ?? null);
  const amounts = numbersOf(lists?.amounts ?? null);
  const shardIds = numbersOf(lists?.shards ?? null);
  const stakes = numbersOf(lists?.stakes ?? null);
  const shards = shardIds
    .map((shard, i) => ({ shard, amount: stakes[i]! }))
    .filter((s) => s.amount > 0);
  return {
    stakes: stakes.reduce((sum, amount) => sum + amount, 0),
    bets: numbersOf(lists?.bets ?? null).reduce((sum, n) => sum + n, 0),
    shards,
    credits: members.map((memberId, i) => ({ memberId, amount: amounts[i]! })),
  };
}

/** The compound legs that take the round's stakes out of each shard they sit in. */
const stakeLegs = (shards: { shard: number; amount: number }[]) =>
  shards.map((s) => ({ account: pendingShard(s.shard), amount: -s.amount }));

const memberCash = (memberId: number) => ({ memberId, kind: 'member_cash' as const });

/**
 * Grades every open bet and pays through the ledger (docs/architecture.md §5), built for a round of
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
  await tx.query(ROUND_STEP_WORK_MEM);
  const engine = FAMILY_ENGINES[game.family];
  const keys = await tx.query<{ selection_key: string }>(
    `SELECT DISTINCT selection_key FROM minigame_bets
      WHERE game_id = $1 AND round_id = $2 AND status = ANY($3::int[])`,
    [gameId, roundId, SETTLES_FROM],
  );
  const grades = keys.map((k) => ({
    key: k.selection_key,
    grade: engine.grade(round.outcome, k.selection_key),
  }));
  const [lists] = await tx.query<MoneyLists>(
    `WITH g AS (
       SELECT * FROM unnest($3::text[], $4::int[], $5::text[]) AS g(selection_key, status, grade)
     ), u AS (
       UPDATE minigame_bets b SET status = g.status, settled_at = $6,
              payout_won = CASE g.grade WHEN 'won' THEN (b.stake_won * b.odds_hundredths) / 100
                                        WHEN 'push' THEN b.stake_won ELSE 0 END
         FROM g
        WHERE b.game_id = $1 AND b.round_id = $2 AND b.status = ANY($7::int[])
          AND b.selection_key = g.selection_key
       RETURNING b.member_id, b.stake_won, b.payout_won AS credit
     ), ${MONEY_LISTS}`,
    [
      gameId,
      roundId,
      grades.map((g) => g.key),
      grades.map((g) => STATUS_OF[g.grade]),
      grades.map((g) => g.grade),
      now.toISOString(),
      SETTLES_FROM,
    ],
  );
  const { stakes, bets, shards, credits } = split(lists);
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
  await tx.query(ROUND_STEP_WORK_MEM);
  const [lists] = await tx.query<MoneyLists>(
    `WITH u AS (
       UPDATE minigame_bets SET status = $4, settled_at = $3
        WHERE game_id = $1 AND round_id = $2 AND status = ANY($5::int[])
        RETURNING member_id, stake_won, stake_won AS credit
     ), ${MONEY_LISTS}`,
    [gameId, roundId, now.toISOString(), CANCELLED_STATUS, CANCELS_FROM],
  );
  const { stakes, bets, shards, credits } = split(lists);
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
