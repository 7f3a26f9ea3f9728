/**
 * Minigame turnover for rolling (spec §3 rolling state "mini"): the stakes of graded bets (won or
 * lost; pushes and cancelled bets excluded, as in MinigameQueryService.turnover). Counted by
 * GRADING time (settled_at), not placing time: a window of grading times is final once it has
 * passed, whereas a bet placed inside a window may still be open when the window is settled.
 */
import type { TurnoverSource } from '../rolling/turnover-sources';

export const minigameTurnoverSource: TurnoverSource = {
  recorded: true,
  async byMember(q, memberIds, from, to) {
    if (memberIds.length === 0 || to <= from) return new Map();
    const rows = await q.query<{ member_id: number; total: number }>(
      `SELECT member_id, COALESCE(sum(stake_won), 0)::bigint AS total FROM minigame_bets
        WHERE member_id = ANY($1::bigint[]) AND status IN (1, 2)
          AND settled_at >= $2 AND settled_at < $3
        GROUP BY member_id`,
      [memberIds, from.toISOString(), to.toISOString()],
    );
    return new Map(rows.map((r) => [r.member_id, r.total]));
  },
};
