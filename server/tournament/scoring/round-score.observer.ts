/**
 * Tournament scores from the casino wallet's rounds: the wallet tells
 * this observer, inside the transaction that moved the money, the ids of the rounds that call or
 * batch closed, paid or rolled back (server/casino/wallet/round-observers.ts). One statement per
 * transaction whatever the number of rounds (a wallet batch holds up to 64 calls; one round trip,
 * because the scoring's cost is an extra wait of every call in the batch): it recomputes each heard
 * round's contribution to every tournament it qualifies for, makes tournament_round_scores say
 * exactly that, and applies the changes to tournament_entries (SCORE_ROUNDS_SQL below).
 *
 * Hearing a round again changes nothing (its row is already as wanted), so the
 * observer is idempotent per round, as the wallet requires. A round counts when it is closed,
 * its stake is at least the tournament's minimum (and above 0), its game or provider qualifies,
 * it closed inside the tournament's window, the tournament is still scheduled (not finished or
 * cancelled), the member joined before it closed (or the tournament joins automatically), and
 * the member may play (tournament-eligibility.ts: a blocked or barred member's rounds stop
 * counting). Scores: see tournament.contract.ts (multiplier in hundredths, else won).
 */
import type { Queryable } from '../../platform/db/db';
import { MULTIPLIER_SCORE_SCALE } from '../../../common/contract/tournament.contract';
import { memberMayPlaySql } from '../tournament-eligibility';

/**
 * The observer's one statement. Its parts, in order:
 *
 *   - heard, wanted: each heard round's contribution to every tournament it qualifies for, from
 *     casino_rounds as it stands now;
 *   - old, gone, put: make tournament_round_scores say exactly that (insert, update, or delete a
 *     row that no longer counts: a rolled-back round is taken back out);
 *   - changes: per (tournament, member), how the points and the counted rounds changed;
 *   - d, updated, the final insert: apply the changes to tournament_entries (joining a free
 *     auto-join tournament's member at their first counted round).
 *
 * A statement does not see its own writes, so the member's rounds "after" are the stored rows the
 * heard rounds do not touch plus the wanted rows: every stored row of a heard round in a scheduled
 * tournament is either deleted or replaced by its wanted row, and changes only name scheduled
 * tournaments. Totals move by the delta; the multiplier rule's score is the best round (one index
 * probe on each side); the tie rule's instant is when the member reached the score they now hold:
 * the best round's close (multiplier), or the last round that added points (totals; the first
 * counted round while none did). A member without an entry can only be one a free auto-join
 * tournament takes in at a counted round (wanted counts nobody else), so the insert half only ever
 * adds (the wallet's member lock serialises a member's calls). The update and the insert stay two
 * parts, not one INSERT … ON CONFLICT: a rollback's negative round delta would fail the proposed
 * row's CHECK (rounds >= 0) before the conflict is found.
 */
const SCORE_ROUNDS_SQL = `
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
  ),
  changes AS (
    SELECT coalesce(w.tournament_id, o.tournament_id) AS tournament_id,
           coalesce(w.member_id, o.member_id) AS member_id,
           sum(coalesce(w.points, 0) - coalesce(o.points, 0))::bigint AS delta,
           sum((w.round_id IS NOT NULL)::int - (o.round_id IS NOT NULL)::int)::int AS round_delta
      FROM wanted w
      FULL JOIN old o ON o.round_id = w.round_id AND o.tournament_id = w.tournament_id
     GROUP BY 1, 2
    HAVING bool_or(w.points IS DISTINCT FROM o.points OR w.closed_at IS DISTINCT FROM o.closed_at)
  ),
  d AS (
    SELECT c.tournament_id, c.member_id, c.delta, c.round_delta, t.scoring,
           best.points AS best_points, best.closed_at AS best_closed_at,
           GREATEST(
             (SELECT max(s.closed_at) FROM tournament_round_scores s
               WHERE s.tournament_id = c.tournament_id AND s.member_id = c.member_id
                 AND s.points > 0 AND s.round_id <> ALL($1::bigint[])),
             (SELECT max(w.closed_at) FROM wanted w
               WHERE w.tournament_id = c.tournament_id AND w.member_id = c.member_id
                 AND w.points > 0)) AS last_scoring_at
      FROM changes c
      JOIN tournaments t ON t.id = c.tournament_id
      LEFT JOIN LATERAL (
        SELECT b.points, b.closed_at FROM (
          (SELECT s.points, s.closed_at FROM tournament_round_scores s
            WHERE s.tournament_id = c.tournament_id AND s.member_id = c.member_id
              AND s.round_id <> ALL($1::bigint[])
            ORDER BY s.points DESC, s.closed_at LIMIT 1)
          UNION ALL
          (SELECT w.points, w.closed_at FROM wanted w
            WHERE w.tournament_id = c.tournament_id AND w.member_id = c.member_id
            ORDER BY w.points DESC, w.closed_at LIMIT 1)
        ) b ORDER BY b.points DESC, b.closed_at LIMIT 1) best ON TRUE
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
  ),
  joined AS (
    INSERT INTO tournament_entries
           (tournament_id, member_id, joined_at, joined_by, score, rounds, reached_at)
    SELECT d.tournament_id, d.member_id, $2::timestamptz, 'auto',
           CASE WHEN d.scoring = 'multiplier' THEN coalesce(d.best_points, 0) ELSE d.delta END,
           d.round_delta,
           CASE WHEN d.scoring = 'multiplier' THEN d.best_closed_at
                ELSE coalesce(d.last_scoring_at, d.best_closed_at) END
      FROM d
     WHERE NOT EXISTS (SELECT 1 FROM updated u
                        WHERE u.tournament_id = d.tournament_id AND u.member_id = d.member_id)
    RETURNING tournament_id
  )
  SELECT DISTINCT tournament_id FROM d`;

/** What a score change tells the live boards (this node's): which tournaments moved. */
export type ScoresMoved = (tournamentIds: readonly number[]) => void;

/**
 * The observer handed to the casino wallet (server/services.ts → createCasinoServices). `moved`
 * hears the tournaments whose scores changed; it runs before the wallet's commit, so it may only
 * hint (the boards read committed rows on their next tick, never these numbers).
 */
export function createRoundScoreObserver(moved: ScoresMoved = () => undefined) {
  return async (tx: Queryable, roundIds: readonly number[], at: Date): Promise<void> => {
    const movedRows = await tx.query<{ tournament_id: number }>(
      SCORE_ROUNDS_SQL,
      [roundIds, at.toISOString()],
      { prepareAs: 'tournament_score_rounds' },
    );
    if (movedRows.length > 0) moved(movedRows.map((row) => row.tournament_id));
  };
}
