/** Read side of minigames: events, results, the member's bets, admin lists (spec §7). */
import type { MinigameBetView, MinigameRoundSeeds } from '../../common/contract/minigame.contract';
import { AppError } from '../platform/lib/app-error';
import type { Db } from '../platform/db/db';
import { BET_COLUMNS, ROUND_COLUMNS, roundView, type RoundRow } from './rounds/round-rows';
import { seoulDayRange } from '../platform/lib/seoul-day';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';

const RECENT_ROUNDS = 20;
const FINISHED = `status IN ('settled', 'cancelled')`;

export class MinigameQueryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The round in play (latest opened, unfinished) and the last 20 finished, newest first. */
  async events(gameId: number) {
    const now = this.clock();
    const [current] = await this.db.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM minigame_rounds
        WHERE game_id = $1 AND status IN ('open', 'closed', 'drawn') AND opens_at <= $2
        ORDER BY opens_at DESC LIMIT 1`,
      [gameId, now.toISOString()],
    );
    const recent = await this.db.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM minigame_rounds WHERE game_id = $1 AND ${FINISHED}
        ORDER BY draw_at DESC LIMIT ${RECENT_ROUNDS}`,
      [gameId],
    );
    return {
      serverTime: now.toISOString(),
      current: current ? roundView(current) : null,
      recent: recent.map(roundView),
    };
  }

  /**
   * The round's bettors' client seeds in the order they are combined (docs/fairness-minigames.md
   * §2.2), each beside a masked nickname (the tournament board's rule: the first half, then
   * stars), and the member's own. A replaced pick is no place of its own: the member's live bet
   * keeps the seed. Published once betting has closed; until then only the member's own.
   */
  async roundSeeds(memberId: number, gameId: number, roundId: string): Promise<MinigameRoundSeeds> {
    const [round] = await this.db.query<{
      fair_rule: 1 | 2;
      client_seed: string | null;
      status: string;
    }>(
      `SELECT fair_rule, client_seed, status FROM minigame_rounds
        WHERE game_id = $1 AND round_id = $2`,
      [gameId, roundId],
    );
    if (!round) throw new AppError(404, 'ROUND_NOT_FOUND');
    const rows = await this.db.query<{ member_id: number; player: string; client_seed: string }>(
      `SELECT b.member_id, b.client_seed,
              left(m.nickname, greatest(1, ceil(char_length(m.nickname) / 2.0)::int)) || '**'
                AS player
         FROM minigame_bets b JOIN members m ON m.id = b.member_id
        WHERE b.game_id = $1 AND b.round_id = $2 AND b.replaced = FALSE
          AND b.client_seed IS NOT NULL AND ($3 OR b.member_id = $4)`,
      [gameId, roundId, round.status !== 'open', memberId],
    );
    const mine = rows.find((row) => Number(row.member_id) === memberId)?.client_seed ?? null;
    const published = round.status === 'open' ? [] : rows;
    return {
      gameId,
      roundId,
      fairRule: round.fair_rule,
      clientSeed: round.client_seed,
      seeds: published
        .map((row) => ({ player: row.player, clientSeed: row.client_seed }))
        .sort((a, b) => (a.clientSeed < b.clientSeed ? -1 : a.clientSeed > b.clientSeed ? 1 : 0)),
      mine,
    };
  }

  async results(gameId: number, date: string | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const params: unknown[] = [gameId];
    let where = `game_id = $1 AND ${FINISHED}`;
    if (date) {
      const { from, to } = seoulDayRange(date);
      params.push(from.toISOString(), to.toISOString());
      where += ' AND opens_at >= $2 AND opens_at < $3';
    }
    return this.roundPage(where, params, page, limit, offset);
  }

  /**
   * Every round, newest first, with the server's clock: the next round is created ahead (its
   * commit is public a whole interval early) and is 'open' before it opens; the admin list
   * tells it apart by `opensAt` > `serverTime` (대기).
   */
  async adminRounds(gameId: number | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const serverTime = this.clock().toISOString();
    const rounds =
      gameId === undefined
        ? await this.roundPage('TRUE', [], page, limit, offset)
        : await this.roundPage('game_id = $1', [gameId], page, limit, offset);
    return { ...rounds, serverTime };
  }

  private async roundPage(
    where: string,
    params: unknown[],
    page: number,
    limit: number,
    offset: number,
  ) {
    const n = params.length;
    const [rows, total] = await Promise.all([
      this.db.query<RoundRow>(
        `SELECT ${ROUND_COLUMNS} FROM minigame_rounds WHERE ${where}
          ORDER BY draw_at DESC, game_id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*)::bigint AS count FROM minigame_rounds WHERE ${where}`,
        params,
      ),
    ]);
    return pageOfRows(rows.map(roundView), page, countFrom(total));
  }

  async memberBets(memberId: number, gameId: number | undefined, page: number) {
    const { limit, offset } = pageWindow(page);
    const filter = gameId === undefined ? '' : 'AND b.game_id = $2';
    const params = gameId === undefined ? [memberId] : [memberId, gameId];
    const n = params.length;
    const [rows, total] = await Promise.all([
      this.db.query<MinigameBetView>(
        `SELECT ${BET_COLUMNS} FROM minigame_bets b WHERE b.member_id = $1 ${filter}
          ORDER BY b.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*)::bigint AS count FROM minigame_bets b WHERE b.member_id = $1 ${filter}`,
        params,
      ),
    ]);
    return pageOfRows(rows, page, countFrom(total));
  }

  roundBets(gameId: number, roundId: string) {
    return this.db.query<MinigameBetView & { memberId: number; userId: string }>(
      `SELECT ${BET_COLUMNS}, b.member_id AS "memberId", m.user_id AS "userId"
         FROM minigame_bets b JOIN members m ON m.id = b.member_id
        WHERE b.game_id = $1 AND b.round_id = $2 ORDER BY b.id`,
      [gameId, roundId],
    );
  }

  /**
   * Minigame turnover for the rolling settlement (spec §3 rolling state): the stakes of a
   * member's graded bets (won or lost; pushes and cancelled bets excluded) per Seoul day. A query
   * over minigame_bets rather than a table of its own: bets are the single source of truth.
   */
  async turnover(memberId: number, date: string): Promise<number> {
    const { from, to } = seoulDayRange(date);
    const [row] = await this.db.query<{ total: number }>(
      `SELECT COALESCE(sum(stake_won), 0)::bigint AS total FROM minigame_bets
        WHERE member_id = $1 AND status IN (1, 2) AND created_at >= $2 AND created_at < $3`,
      [memberId, from.toISOString(), to.toISOString()],
    );
    return row?.total ?? 0;
  }
}
