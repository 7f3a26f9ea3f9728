/**
 * A member's own minigame or virtual bets for /bet_result: newest
 * first, filtered by spec §4 status and a range of Asia/Seoul days, 15 a page (spec §9). Virtual
 * sports (bet365) live in minigame_bets too; the catalog's game type code tells them apart.
 */
import {
  BET_HISTORY_MAX_RANGE_DAYS,
  type MinigameHistoryItem,
  type MinigameHistoryKind,
  type MinigameHistoryQuery,
} from '../../common/contract/bet-history.contract';
import { GAME_TYPE_VIRTUAL, MINIGAME_CATALOG } from '../../common/domain/minigame/catalog';
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import { DAY_MS, seoulDayRange } from '../platform/lib/seoul-day';
import { BET_COLUMNS } from './rounds/round-rows';

/**
 * The virtual games' ids, written into the SQL as a literal list: they come from the catalog
 * (code, not input), and a literal list reads the same on PGlite and PostgreSQL.
 */
const VIRTUAL_IDS = MINIGAME_CATALOG.filter((game) => game.gameTypeCode === GAME_TYPE_VIRTUAL)
  .map((game) => game.id)
  .join(', ');

/** Any game id that is not a virtual one is a minigame (legacy ids included). */
const KIND_FILTER: Record<MinigameHistoryKind, string> = {
  minigame: `b.game_id NOT IN (${VIRTUAL_IDS})`,
  virtual: `b.game_id IN (${VIRTUAL_IDS})`,
};

/** The WHERE clause and its parameters for one member's filtered bets. */
export function historyFilter(memberId: number, query: Omit<MinigameHistoryQuery, 'page'>) {
  const params: unknown[] = [memberId];
  const where = ['b.member_id = $1', KIND_FILTER[query.kind]];
  if (query.status !== undefined) {
    params.push(query.status);
    where.push(`b.status = $${params.length}`);
  }
  if (query.from !== undefined) {
    params.push(seoulDayRange(query.from).from.toISOString());
    where.push(`b.created_at >= $${params.length}`);
  }
  if (query.to !== undefined) {
    params.push(seoulDayRange(query.to).to.toISOString());
    where.push(`b.created_at < $${params.length}`);
  }
  return { where: where.join(' AND '), params };
}

/** Refuses a range that ends before it starts or spans more than the contract's limit. */
export function checkRange(from: string | undefined, to: string | undefined): void {
  if (from === undefined || to === undefined) return;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw new AppError(400, 'BET_HISTORY_RANGE_INVALID');
  if (days > BET_HISTORY_MAX_RANGE_DAYS) throw new AppError(400, 'BET_HISTORY_RANGE_TOO_LONG');
}

export class MinigameBetHistoryService {
  constructor(private readonly db: Db) {}

  async memberHistory(memberId: number, query: MinigameHistoryQuery) {
    checkRange(query.from, query.to);
    const { limit, offset } = pageWindow(query.page);
    const { where, params } = historyFilter(memberId, query);
    const n = params.length;
    const [rows, total] = await Promise.all([
      this.db.query<MinigameHistoryItem>(
        `SELECT ${BET_COLUMNS}, r.round_no AS "roundNo", r.result_labels AS "resultLabels"
           FROM minigame_bets b
           JOIN minigame_rounds r ON r.game_id = b.game_id AND r.round_id = b.round_id
          WHERE ${where}
          ORDER BY b.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*)::bigint AS count FROM minigame_bets b WHERE ${where}`,
        params,
      ),
    ]);
    return pageOfRows(rows, query.page, countFrom(total));
  }
}
