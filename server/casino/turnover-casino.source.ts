/**
 * Casino and slot turnover for rolling (spec §3 casinoRollingPer,
 * slotRollingPer): the stakes of CLOSED rounds, counted by closing time (closed_at), one source
 * per kind. Open rounds have no final stake yet and rolled-back rounds moved no money, so neither
 * counts; a window of closing times is final once it has passed, as with minigame grading times.
 * Reads the partial index casino_rounds_closed_idx (migration 022).
 */
import type { CasinoKind } from '../../common/contract/casino.contract';
import type { TurnoverSource } from '../rolling/turnover-sources';

function closedRoundStakes(kind: CasinoKind): TurnoverSource {
  return {
    recorded: true,
    async byMember(q, memberIds, from, to) {
      if (memberIds.length === 0 || to <= from) return new Map();
      const rows = await q.query<{ member_id: number; total: number }>(
        `SELECT member_id, COALESCE(sum(stake), 0)::bigint AS total FROM casino_rounds
          WHERE kind = $1 AND status = 'closed'
            AND closed_at >= $3 AND closed_at < $4
            AND member_id = ANY($2::bigint[])
          GROUP BY member_id`,
        [kind, memberIds, from.toISOString(), to.toISOString()],
      );
      return new Map(rows.map((r) => [r.member_id, r.total]));
    },
  };
}

export const casinoTurnoverSource = closedRoundStakes('casino');
export const slotTurnoverSource = closedRoundStakes('slot');
