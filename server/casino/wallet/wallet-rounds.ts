/**
 * The member's part of a provider round (casino_rounds, migration 022): stake and win sums, and
 * its status — closed (with closed_at, which rolling counts by) when a call says round_closed,
 * rolled_back when every bet of it was rolled back.
 */
import type { Queryable } from '../../platform/db/db';
import type { GameKind } from './wallet-records';

export interface RoundStake {
  providerId: number;
  roundRef: string;
  memberId: number;
  gameId: number;
  kind: GameKind;
  stake: number;
  closes: boolean;
  at: Date;
}

/** A bet: opens the round or adds to its stake (a rolled-back round that gets a new bet reopens). */
export async function addStake(q: Queryable, r: RoundStake): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO casino_rounds
       (provider_id, round_ref, member_id, game_id, kind, stake, status, opened_at, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6,
             CASE WHEN $7::boolean THEN 'closed' ELSE 'open' END, $8::timestamptz,
             CASE WHEN $7::boolean THEN $8::timestamptz END)
     ON CONFLICT (provider_id, round_ref, member_id) DO UPDATE SET
       stake = casino_rounds.stake + EXCLUDED.stake,
       status = CASE WHEN $7::boolean THEN 'closed'
                     WHEN casino_rounds.status = 'rolled_back' THEN 'open'
                     ELSE casino_rounds.status END,
       closed_at = CASE WHEN $7::boolean AND casino_rounds.status <> 'closed' THEN $8::timestamptz
                        ELSE casino_rounds.closed_at END
     RETURNING id`,
    [r.providerId, r.roundRef, r.memberId, r.gameId, r.kind, r.stake, r.closes, r.at],
    { prepareAs: 'casino_wallet_add_stake' },
  );
  return row!.id;
}

/** A win: adds to the round's win, and closes it when the call says so. */
export async function addWin(
  q: Queryable,
  roundId: number,
  win: number,
  closes: boolean,
  at: Date,
): Promise<void> {
  await q.query(
    `UPDATE casino_rounds SET
       win = win + $2::bigint,
       status = CASE WHEN $3::boolean THEN 'closed' ELSE status END,
       closed_at = CASE WHEN $3::boolean AND status <> 'closed' THEN $4::timestamptz
                        ELSE closed_at END
     WHERE id = $1`,
    [roundId, win, closes, at],
    { prepareAs: 'casino_wallet_add_win' },
  );
}

/**
 * A bet rolled back (already marked so in casino_transactions): its stake leaves the round, and
 * the round is rolled_back once none of its bets still stands.
 */
export async function removeStake(q: Queryable, roundId: number, stake: number): Promise<void> {
  await q.query(
    `UPDATE casino_rounds r SET
       stake = r.stake - $2::bigint,
       status = CASE WHEN EXISTS (SELECT 1 FROM casino_transactions t
                                   WHERE t.round_id = r.id AND t.kind = 'bet' AND NOT t.rolled_back)
                     THEN r.status ELSE 'rolled_back' END
     WHERE r.id = $1`,
    [roundId, stake],
  );
}
