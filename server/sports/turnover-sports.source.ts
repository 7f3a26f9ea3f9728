/**
 * Sports turnover for rolling (spec §3
 * rolling state): the stakes of graded sports bets, counted by the instant each stake BECAME
 * turnover (sports_bets.turnover_at, migration 015), the way the minigame source counts by
 * grading time (turnover-minigame.source.ts).
 *
 * What counts, for the bet's current state:
 * - won (2) and lost (1): yes, the whole stake (a system bet's total stake);
 * - cashed out (3 with cashed_out_won): yes. The stake was at risk until the member sold the bet
 *   back at the server's offer, which carries the house margin, and a cashed-out bet is final
 *   (neither resettled nor voided), so it counts once, at its cash-out time;
 * - special with every leg void (3, no cash-out): no. The stake came back untouched, like a
 *   minigame push, which the minigame source leaves out too;
 * - cancelled by the member or voided by an operator (-1), and open bets (0): no.
 *
 * Why turnover_at and not settled_at: a resettlement re-stamps settled_at, so a stake graded in
 * one window and corrected in the next would count in both. turnover_at is set the first time
 * the bet counts and a database trigger keeps it from moving: a corrected bet stays in its
 * first window (or drops out of every window if it no longer counts: voided, all void). A bet a
 * correction re-opens keeps the stamp too; if that window was claimed while the bet was open,
 * its stake is not claimed later (never twice beats late).
 */
import type { TurnoverSource } from '../rolling/turnover-sources';

export const sportsTurnoverSource: TurnoverSource = {
  recorded: true,
  async byMember(q, memberIds, from, to) {
    if (memberIds.length === 0 || to <= from) return new Map();
    const rows = await q.query<{ member_id: number; total: number }>(
      `SELECT member_id, COALESCE(sum(stake_won), 0)::bigint AS total FROM sports_bets
        WHERE member_id = ANY($1::bigint[])
          AND turnover_at >= $2 AND turnover_at < $3
          AND (status IN (1, 2) OR (status = 3 AND cashed_out_won IS NOT NULL))
        GROUP BY member_id`,
      [memberIds, from.toISOString(), to.toISOString()],
    );
    return new Map(rows.map((r) => [r.member_id, r.total]));
  },
};
