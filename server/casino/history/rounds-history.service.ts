/**
 * A member's own casino and slot rounds:
 * stake, win, game and time, newest first, 15 a page (spec §9), with the provider's round detail
 * link (cards, reels, fairness inputs) that the page opens and recomputes in the browser. Only the
 * caller's rounds: the member id comes from the session, never from the request.
 */
import type {
  CasinoKind,
  CasinoRoundPage,
  CasinoRoundStatus,
  CasinoRoundView,
} from '../../../common/contract/casino.contract';
import type { Db } from '../../platform/db/db';
import { countFrom, pageOfRows, pageWindow } from '../../platform/lib/paging';
import { seoulDayRange } from '../../platform/lib/seoul-day';

export interface RoundsFilter {
  kind: CasinoKind;
  page: number;
  /** Seoul days 'YYYY-MM-DD', both ends inclusive, by the round's opening time. */
  from?: string;
  to?: string;
}

interface RoundRow {
  id: number;
  round_ref: string;
  game_name: string;
  game_code: string;
  kind: CasinoKind;
  stake: number;
  win: number;
  status: CasinoRoundStatus;
  opened_at: string | Date;
  closed_at: string | Date | null;
  api_base_url: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function roundView(row: RoundRow): CasinoRoundView {
  const base = row.api_base_url.replace(/\/+$/, '');
  return {
    id: row.id,
    roundRef: row.round_ref,
    gameName: row.game_name,
    gameCode: row.game_code,
    kind: row.kind,
    stake: row.stake,
    win: row.win,
    status: row.status,
    openedAt: iso(row.opened_at),
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
    detailUrl: `${base}/rounds/${encodeURIComponent(row.round_ref)}`,
  };
}

export class CasinoHistoryService {
  constructor(private readonly db: Db) {}

  async memberRounds(memberId: number, filter: RoundsFilter): Promise<CasinoRoundPage> {
    const { limit, offset } = pageWindow(filter.page);
    const params: unknown[] = [memberId, filter.kind];
    let where = 'r.member_id = $1 AND r.kind = $2';
    if (filter.from) {
      params.push(seoulDayRange(filter.from).from.toISOString());
      where += ` AND r.opened_at >= $${params.length}`;
    }
    if (filter.to) {
      params.push(seoulDayRange(filter.to).to.toISOString());
      where += ` AND r.opened_at < $${params.length}`;
    }
    const n = params.length;
    // casino_rounds_member_idx (member_id, kind, opened_at DESC) serves both statements.
    const [rows, total] = await Promise.all([
      this.db.query<RoundRow>(
        `SELECT r.id, r.round_ref, g.name AS game_name, g.game_code, r.kind, r.stake, r.win,
                r.status, r.opened_at, r.closed_at, p.api_base_url
           FROM casino_rounds r
           JOIN casino_games g ON g.id = r.game_id
           JOIN casino_providers p ON p.id = r.provider_id
          WHERE ${where}
          ORDER BY r.opened_at DESC, r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*)::bigint AS count FROM casino_rounds r WHERE ${where}`,
        params,
      ),
    ]);
    return pageOfRows(rows.map(roundView), filter.page, countFrom(total));
  }
}
