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

interface OpenBet {
  id: number;
  member_id: number;
  selection_key: string;
  stake_won: number;
  odds_hundredths: number;
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
  const bets = await tx.query<OpenBet>(
    `SELECT id, member_id, selection_key, stake_won, odds_hundredths FROM minigame_bets
      WHERE game_id = $1 AND round_id = $2 AND status = 0 ORDER BY id`,
    [gameId, roundId],
  );
  const grades = new Map<string, 'won' | 'lost' | 'push'>();
  let lostStakes = 0;
  let houseProfit = 0;
  const paid: { bet: OpenBet; payout: number }[] = [];
  for (const key of new Set(bets.map((b) => b.selection_key))) {
    grades.set(key, engine.grade(round.outcome, key));
  }
  for (const bet of bets) {
    const grade = grades.get(bet.selection_key)!;
    const payout = payoutWon(bet.stake_won, bet.odds_hundredths, grade);
    if (grade === 'lost') lostStakes += bet.stake_won;
    else paid.push({ bet, payout });
    houseProfit += Math.max(0, payout - bet.stake_won);
  }
  // One UPDATE per distinct selection: every bet on it has the same grade.
  for (const [key, grade] of grades) {
    await tx.query(
      `UPDATE minigame_bets SET status = $4, settled_at = $5,
              payout_won = CASE $6::text WHEN 'won' THEN (stake_won * odds_hundredths) / 100
                                         WHEN 'push' THEN stake_won ELSE 0 END
        WHERE game_id = $1 AND round_id = $2 AND selection_key = $3 AND status = 0`,
      [gameId, roundId, key, STATUS_OF[grade], now.toISOString(), grade],
    );
  }
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
