/**
 * The round's steps (issue 4): close → draw → settle, and cancel. Each step is one transaction
 * guarded by a conditional UPDATE on status, so running a step twice (two ticks, two nodes, a
 * restart) changes nothing the second time; a crash between steps resumes at the next one.
 */
import { MINIGAME_BET_STATUS } from '../../../src/contract/minigame.contract';
import { findGameById } from '../../../src/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../src/domain/minigame/family-registry';
import { payoutWon } from '../../../src/domain/minigame/payout';
import { createNodeRoundStream } from '../../../src/domain/minigame/stream-node';
import type { Queryable } from '../../db/db';
import { transferMany } from '../../ledger/bulk-transfer';
import { transfer } from '../../ledger/transfer';
import { resultLabels, ROUND_COLUMNS, roundView, type RoundRow } from './round-rows';

const BETS_PENDING = { system: 'bets_pending', currency: 'KRW' } as const;
const HOUSE = { system: 'house', currency: 'KRW' } as const;

export interface MemberCredit {
  memberId: number;
  betId: number;
}

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

interface SettledRow {
  id: number;
  member_id: number;
  stake_won: number;
  odds_hundredths: number;
  grade: 'won' | 'lost' | 'push';
}

const STATUS_OF = {
  won: MINIGAME_BET_STATUS.won,
  lost: MINIGAME_BET_STATUS.lost,
  push: MINIGAME_BET_STATUS.push,
};

/**
 * Grades every open bet and pays through the ledger (ARCHITECTURE §5). Stakes sit in
 * bets_pending; the lost stakes go to the house in one transfer per round, the winners' profit
 * comes from the house into bets_pending in one transfer, then each winner or push is paid
 * from bets_pending: one transfer per bet (so the member's statement shows it), all written by
 * one set-based `transferMany` call, because a round can hold 100k bets.
 */
export async function settleRound(tx: Queryable, gameId: number, roundId: string, now: Date) {
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
  // Every bet on one selection has the same grade: grade the selections, then settle all bets
  // in one UPDATE that hands back only the bets to pay (and the lost stakes' sum), since a
  // round can hold 100k bets and moving rows to JS costs more than the UPDATE.
  const grades = keys.map((k) => ({
    key: k.selection_key,
    grade: engine.grade(round.outcome, k.selection_key),
  }));
  const rows = await tx.query<SettledRow>(
    `WITH g AS (
       SELECT * FROM unnest($3::text[], $4::int[], $5::text[]) AS g(selection_key, status, grade)
     ), u AS (
       UPDATE minigame_bets b SET status = g.status, settled_at = $6,
              payout_won = CASE g.grade WHEN 'won' THEN (b.stake_won * b.odds_hundredths) / 100
                                        WHEN 'push' THEN b.stake_won ELSE 0 END
         FROM g
        WHERE b.game_id = $1 AND b.round_id = $2 AND b.status = 0
          AND b.selection_key = g.selection_key
       RETURNING b.id, b.member_id, b.stake_won, b.odds_hundredths, g.grade
     )
     SELECT id, member_id, stake_won, odds_hundredths, grade FROM u WHERE grade <> 'lost'
     UNION ALL
     SELECT 0, 0, COALESCE(sum(stake_won), 0)::bigint, 0, 'lost' FROM u WHERE grade = 'lost'`,
    [
      gameId,
      roundId,
      grades.map((g) => g.key),
      grades.map((g) => STATUS_OF[g.grade]),
      grades.map((g) => g.grade),
      now.toISOString(),
    ],
  );
  let lostStakes = 0;
  let houseProfit = 0;
  const paid: { bet: SettledRow; payout: number }[] = [];
  for (const bet of rows) {
    if (bet.grade === 'lost') {
      lostStakes += bet.stake_won;
      continue;
    }
    const payout = payoutWon(bet.stake_won, bet.odds_hundredths, bet.grade);
    paid.push({ bet, payout });
    houseProfit += Math.max(0, payout - bet.stake_won);
  }
  // Paid in bet order, so each member's statement lists payouts as the bets were placed.
  paid.sort((a, b) => a.bet.id - b.bet.id);
  const ref = `minigame:${gameId}:${roundId}`;
  if (lostStakes > 0) {
    await transfer(tx, {
      idempotencyKey: `minigame-lost:${gameId}:${roundId}`,
      kind: 'minigame_lost',
      reference: ref,
      from: BETS_PENDING,
      to: HOUSE,
      amount: lostStakes,
    });
  }
  if (houseProfit > 0) {
    await transfer(tx, {
      idempotencyKey: `minigame-winnings:${gameId}:${roundId}`,
      kind: 'minigame_winnings',
      reference: ref,
      from: HOUSE,
      to: BETS_PENDING,
      amount: houseProfit,
    });
  }
  await transferMany(tx, {
    kind: 'minigame_payout',
    from: BETS_PENDING,
    credits: paid
      .filter(({ payout }) => payout > 0)
      .map(({ bet, payout }) => ({
        idempotencyKey: `minigame-payout:${bet.id}`,
        reference: `minigame-bet:${bet.id}`,
        to: { memberId: bet.member_id, kind: 'member_cash' },
        amount: payout,
      })),
  });
  return { round, credited: paid.map(({ bet }) => ({ memberId: bet.member_id, betId: bet.id })) };
}

/** Cancels an unfinished round and refunds every open bet (admin, or a round with no seed). */
export async function cancelRound(tx: Queryable, gameId: number, roundId: string, now: Date) {
  const round = await updateRound(
    tx,
    `UPDATE minigame_rounds SET status = 'cancelled', settled_at = $3
      WHERE game_id = $1 AND round_id = $2 AND status IN ('open', 'closed', 'drawn')`,
    [gameId, roundId, now.toISOString()],
  );
  if (!round) return null;
  const bets = await tx.query<{ id: number; member_id: number; stake_won: number }>(
    `UPDATE minigame_bets SET status = -1, settled_at = $3
      WHERE game_id = $1 AND round_id = $2 AND status = 0
      RETURNING id, member_id, stake_won`,
    [gameId, roundId, now.toISOString()],
  );
  // Refunds in bet order, so each member's statement lists them as the bets were placed.
  bets.sort((a, b) => a.id - b.id);
  await transferMany(tx, {
    kind: 'minigame_refund',
    from: BETS_PENDING,
    credits: bets.map((bet) => ({
      idempotencyKey: `minigame-refund:${bet.id}`,
      reference: `minigame-bet:${bet.id}`,
      to: { memberId: bet.member_id, kind: 'member_cash' as const },
      amount: bet.stake_won,
    })),
  });
  return { round, credited: bets.map((b) => ({ memberId: b.member_id, betId: b.id })) };
}
