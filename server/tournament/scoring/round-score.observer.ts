/**
 * Tournament scores from the casino wallet's rounds (issue 12 "How scores move"): the wallet tells
 * this observer, inside the transaction that moved the money, the ids of the rounds that call or
 * batch closed, paid or rolled back (server/casino/wallet/round-observers.ts). Two statements per
 * transaction whatever the number of rounds (a wallet batch holds up to 64 calls):
 *
 *   1. recompute each heard round's contribution to every tournament it qualifies for, from
 *      casino_rounds as it stands now, and make tournament_round_scores say exactly that (insert,
 *      update, or delete a row that no longer counts: a rolled-back round is taken back out); it
 *      answers, per (tournament, member), how the points and the counted rounds changed;
 *   2. apply those changes to tournament_entries (joining a free auto-join tournament's member at
 *      their first counted round).
 *
 * Hearing a round again changes nothing (statement 1 finds its row already as wanted), so the
 * observer is idempotent per round, as the wallet requires. A round counts when it is closed,
 * its stake is at least the tournament's minimum (and above 0), its game or provider qualifies,
 * it closed inside the tournament's window, the tournament is still scheduled (not finished or
 * cancelled), the member joined before it closed (or the tournament joins automatically), and
 * the member may play (tournament-eligibility.ts: a blocked or barred member's rounds stop
 * counting). Scores: see tournament.contract.ts (multiplier in hundredths, else won).
 */
import type { Queryable } from '../../platform/db/db';
import { MULTIPLIER_SCORE_SCALE } from '../../../src/contract/tournament.contract';
import { memberMayPlaySql } from '../tournament-eligibility';

/** Statement 1: the wanted contributions of the heard rounds, written; the changes answered. */
const RECOMPUTE_ROUNDS_SQL = `
  WITH heard AS (
    SELECT r.id, r.member_id, r.stake, r.win, r.status, r.closed_at, r.game_id, r.kind,
           g.provider_id
      FROM casino_rounds r JOIN casino_games g ON g.id = r.game_id
     WHERE r.id = ANY($1::bigint[])
  ),
  wanted AS (
    SELECT h.id AS round_id, t.id AS tournament_id, h.member_id, h.closed_at,
           CASE t.scoring WHEN 'multiplier' THEN (h.win * ${MULTIPLIER_SCORE_SCALE}) / h.stake
                          WHEN 'win_total' THEN h.win
                          ELSE h.stake END AS points
      FROM heard h
      JOIN tournaments t ON t.state = 'scheduled' AND t.kind = h.kind
                        AND h.closed_at >= t.starts_at AND h.closed_at < t.ends_at
                        AND h.stake >= GREATEST(t.min_stake, 1)
      JOIN members m ON m.id = h.member_id
      LEFT JOIN tournament_entries e ON e.tournament_id = t.id AND e.member_id = h.member_id
     WHERE h.status = 'closed'
       AND (EXISTS (SELECT 1 FROM tournament_games tg
                     WHERE tg.tournament_id = t.id AND tg.game_id = h.game_id)
            OR EXISTS (SELECT 1 FROM tournament_providers tp
                        WHERE tp.tournament_id = t.id AND tp.provider_id = h.provider_id))
       AND CASE WHEN e.member_id IS NULL THEN t.auto_join ELSE h.closed_at >= e.joined_at END
       AND ${memberMayPlaySql('m', 't.kind')}
  ),
  old AS (
    SELECT s.round_id, s.tournament_id, s.member_id, s.points, s.closed_at
      FROM tournament_round_scores s
      JOIN tournaments t ON t.id = s.tournament_id AND t.state = 'scheduled'
     WHERE s.round_id = ANY($1::bigint[])
  ),
  gone AS (
    DELETE FROM tournament_round_scores s USING old o
     WHERE s.round_id = o.round_id AND s.tournament_id = o.tournament_id
       AND NOT EXISTS (SELECT 1 FROM wanted w
                        WHERE w.round_id = o.round_id AND w.tournament_id = o.tournament_id)
    RETURNING s.round_id
  ),
  put AS (
    INSERT INTO tournament_round_scores (round_id, tournament_id, member_id, points, closed_at)
    SELECT round_id, tournament_id, member_id, points, closed_at FROM wanted
    ON CONFLICT (round_id, tournament_id) DO UPDATE
      SET points = EXCLUDED.points, closed_at = EXCLUDED.closed_at
      WHERE tournament_round_scores.points IS DISTINCT FROM EXCLUDED.points
         OR tournament_round_scores.closed_at IS DISTINCT FROM EXCLUDED.closed_at
    RETURNING round_id
  )
  SELECT coalesce(w.tournament_id, o.tournament_id) AS tournament_id,
         coalesce(w.member_id, o.member_id) AS member_id,
         sum(coalesce(w.points, 0) - coalesce(o.points, 0))::bigint AS delta,
         sum((w.round_id IS NOT NULL)::int - (o.round_id IS NOT NULL)::int)::int AS round_delta
    FROM wanted w
    FULL JOIN old o ON o.round_id = w.round_id AND o.tournament_id = w.tournament_id
   GROUP BY 1, 2
  HAVING bool_or(w.points IS DISTINCT FROM o.points OR w.closed_at IS DISTINCT FROM o.closed_at)`;

/**
 * Statement 2: the entries. Totals move by the delta; the multiplier rule's score is the best
 * round (an index probe); the tie rule's instant is when the member reached the score they now
 * hold: the best round's close (multiplier), or the last round that added points (totals; the
 * first counted round while none did). A member without an entry can only be one a free
 * auto-join tournament takes in at a counted round (statement 1 counts nobody else), so the
 * insert half only ever adds (the wallet's member lock serialises a member's calls).
 */
const APPLY_TO_ENTRIES_SQL = `
  WITH d AS (
    SELECT d.tournament_id, d.member_id, d.delta, d.round_delta, t.scoring,
           best.points AS best_points, best.closed_at AS best_closed_at,
           (SELECT max(s.closed_at) FROM tournament_round_scores s
             WHERE s.tournament_id = d.tournament_id AND s.member_id = d.member_id
               AND s.points > 0) AS last_scoring_at
      FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[])
           AS d(tournament_id, member_id, delta, round_delta)
      JOIN tournaments t ON t.id = d.tournament_id
      LEFT JOIN LATERAL (
        SELECT s.points, s.closed_at FROM tournament_round_scores s
         WHERE s.tournament_id = d.tournament_id AND s.member_id = d.member_id
         ORDER BY s.points DESC, s.closed_at LIMIT 1) best ON TRUE
  ),
  updated AS (
    UPDATE tournament_entries e SET
      score = CASE WHEN d.scoring = 'multiplier' THEN coalesce(d.best_points, 0)
                   ELSE e.score + d.delta END,
      rounds = e.rounds + d.round_delta,
      reached_at = CASE WHEN d.scoring = 'multiplier' THEN d.best_closed_at
                        ELSE coalesce(d.last_scoring_at, d.best_closed_at) END
      FROM d
     WHERE e.tournament_id = d.tournament_id AND e.member_id = d.member_id
    RETURNING e.tournament_id, e.member_id
  )
  INSERT INTO tournament_entries
         (tournament_id, member_id, joined_at, joined_by, score, rounds, reached_at)
  SELECT d.tournament_id, d.member_id, $5::timestamptz, 'auto',
         CASE WHEN d.scoring = 'multiplier' THEN coalesce(d.best_points, 0) ELSE d.delta END,
         d.round_delta,
         CASE WHEN d.scoring = 'multiplier' THEN d.best_closed_at
              ELSE coalesce(d.last_scoring_at, d.best_closed_at) END
    FROM d
   WHERE NOT EXISTS (SELECT 1 FROM updated u
                      WHERE u.tournament_id = d.tournament_id AND u.member_id = d.member_id)`;

interface ScoreChange {
  tournament_id: number;
  member_id: number;
  delta: number;
  round_delta: number;
}

/** What a score change tells the live boards (this node's): which tournaments moved. */
export type ScoresMoved = (tournamentIds: readonly number[]) => void;

/**
 * The observer handed to the casino wallet (server/services.ts → createCasinoServices). `moved`
 * hears the tournaments whose scores changed; it runs before the wallet's commit, so it may only
 * hint (the boards read committed rows on their next tick, never these numbers).
 */
export function createRoundScoreObserver(moved: ScoresMoved = () => undefined) {
  return async (tx: Queryable, roundIds: readonly number[], at: Date): Promise<void> => {
    const changes = await tx.query<ScoreChange>(RECOMPUTE_ROUNDS_SQL, [roundIds], {
      prepareAs: 'tournament_recompute_rounds',
    });
    if (changes.length === 0) return;
    await tx.query(
      APPLY_TO_ENTRIES_SQL,
      [
        changes.map((c) => c.tournament_id),
        changes.map((c) => c.member_id),
        changes.map((c) => c.delta),
        changes.map((c) => c.round_delta),
        at.toISOString(),
      ],
      { prepareAs: 'tournament_apply_entries' },
    );
    moved([...new Set(changes.map((c) => c.tournament_id))]);
  };
}
