/**
 * The operator's side of the sports book (issue 3: "the admin area gets: bets list, void /
 * resettle a bet, suspend a market, per-level limits"). Every change is one transaction with its
 * audit row (audit.service.ts), money moves only through sports-settle-ledger.ts, and events go
 * out after the commit.
 */
import type { z } from 'zod';
import type {
  AdminFixtureMarkets,
  adminSportsBetsQuerySchema,
  adminSuspendMarketBodySchema,
  SelectionChange,
} from '../../src/contract/sports.contract';
import type { LegSettlement } from '../../src/domain/betting/settlement';
import type { Bus } from '../bus/bus';
import type { Db } from '../db/db';
import { AppError } from './app-error';
import { writeAudit, type Actor } from './audit.service';
import type { Clock } from './clock';
import { countFrom, pageOfRows, pageWindow } from './paging';
import type { Realtime } from './realtime';
import { withRetryOnDeadlock } from './sports-bet-retry';
import { BET_COLUMNS, viewsOf, type BetRow } from './sports-bet-view';
import { effectiveLegsOf, lockBets, settleStep } from './sports-settle-evaluate';
import { applyTransitions, type Transition } from './sports-settle-ledger';
import { publishBetChanges } from './sports-settle-publish';

type AdminBetsQuery = z.infer<typeof adminSportsBetsQuerySchema>;
type SuspendBody = z.infer<typeof adminSuspendMarketBodySchema>;

interface AdminBetRow extends BetRow {
  user_id: string;
  nickname: string;
}

/** `${fixtureId}:${marketTypeId}:${line ?? ''}` (sports.contract.ts market key). */
function parseMarketKey(fixtureId: string, marketKey: string) {
  const match = /^([1-9]\d{0,18}):(\d{1,9}):(.{0,40})$/.exec(marketKey);
  if (!match || match[1] !== fixtureId) throw new AppError(404, 'SPORTS_MARKET_NOT_FOUND');
  return { marketTypeId: Number(match[2]), line: match[3] ?? '' };
}

export class SportsAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
    private readonly bus: Bus,
  ) {}

  /** Bets of every member, newest first, 15 a page, with member, legs and status. */
  async list(query: AdminBetsQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status !== undefined) {
      params.push(query.status);
      where.push(`b.status = $${params.length}`);
    }
    if (query.memberId !== undefined) {
      params.push(query.memberId);
      where.push(`b.member_id = $${params.length}`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const { limit, offset } = pageWindow(query.page);
    const [rows, total] = await Promise.all([
      this.db.query<AdminBetRow>(
        `SELECT ${BET_COLUMNS}, m.user_id, m.nickname
           FROM sports_bets b JOIN members m ON m.id = b.member_id ${filter}
          ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM sports_bets b ${filter}`,
        params,
      ),
    ]);
    const views = await viewsOf(this.db, rows, this.clock().getTime());
    const items = views.map(({ row, ...view }) => ({
      ...view,
      memberId: row.member_id,
      memberUserId: row.user_id,
      memberNickname: row.nickname,
    }));
    return pageOfRows(items, query.page, countFrom(total));
  }

  async bet(id: number) {
    const [row] = await this.db.query<AdminBetRow>(
      `SELECT ${BET_COLUMNS}, m.user_id, m.nickname
         FROM sports_bets b JOIN members m ON m.id = b.member_id WHERE b.id = $1`,
      [id],
    );
    if (!row) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
    const [found] = await viewsOf(this.db, [row], this.clock().getTime());
    const { row: _row, ...view } = found!;
    return {
      ...view,
      memberId: row.member_id,
      memberUserId: row.user_id,
      memberNickname: row.nickname,
    };
  }

  /**
   * Voids a bet: the stake goes back in full and the bet becomes status -1. A settled bet is
   * first reversed (its payout taken back) by the same step; a cancelled or cashed-out bet
   * cannot be voided (its money has already left the bet for good).
   */
  async void(actor: Actor, betId: number, reason: string) {
    const now = this.clock();
    const applied = await withRetryOnDeadlock(() =>
      this.db.transaction(async (tx) => {
        const [bet] = await lockBets(tx, [betId]);
        if (!bet) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
        if (bet.status === -1 || bet.cashed_out_won !== null) {
          throw new AppError(409, 'SPORTS_BET_CLOSED');
        }
        const legs = (await effectiveLegsOf(tx, [betId])).get(betId) ?? [];
        const step: Transition = {
          betId,
          memberId: bet.member_id,
          stakeWon: bet.stake_won,
          version: bet.settle_version,
          from: { status: bet.status, payoutWon: bet.payout_won },
          to: { status: -1, payoutWon: bet.stake_won },
          legResults: legs.map((l) => l.stored_result),
          action: 'void',
          actorId: actor.memberId,
          reason,
        };
        const moved = await applyTransitions(tx, [step], now);
        await writeAudit(tx, actor, {
          action: 'sports.betVoid',
          target: `sports-bet:${betId}`,
          before: { status: bet.status, payoutWon: bet.payout_won },
          after: { status: -1, payoutWon: bet.stake_won, reason },
        });
        return moved;
      }),
    );
    await publishBetChanges(this.db, this.realtime, [betId], applied.memberIds, now.getTime());
    return this.bet(betId);
  }

  /**
   * Corrects a selection's result: the correction is stored apart from the feed's code (and
   * wins over it), then every bet holding the selection is re-evaluated: a settled bet whose
   * status or payout changes is reversed and re-applied through the ledger, an open bet the
   * correction decides is settled, and a settled bet the correction re-opens goes back to open.
   */
  async resettle(actor: Actor, selectionId: string, settlement: LegSettlement, reason: string) {
    const now = this.clock();
    const result = await withRetryOnDeadlock(() =>
      this.db.transaction(async (tx) => {
        const [selection] = await tx.query<{
          settlement: number | null;
          overridden: number | null;
        }>(
          `SELECT s.settlement, o.settlement AS overridden
             FROM sports_selections s
             LEFT JOIN sports_selection_overrides o ON o.selection_id = s.id
            WHERE s.id = $1::bigint FOR UPDATE OF s`,
          [selectionId],
        );
        if (!selection) throw new AppError(404, 'SPORTS_SELECTION_NOT_FOUND');
        await tx.query(
          `INSERT INTO sports_selection_overrides (selection_id, settlement, reason, actor_id, updated_at)
           VALUES ($1::bigint, $2, $3, $4, $5)
           ON CONFLICT (selection_id) DO UPDATE SET settlement = EXCLUDED.settlement,
             reason = EXCLUDED.reason, actor_id = EXCLUDED.actor_id, updated_at = EXCLUDED.updated_at`,
          [selectionId, settlement, reason, actor.memberId, now.toISOString()],
        );
        const ids = await tx.query<{ bet_id: number }>(
          'SELECT DISTINCT bet_id FROM sports_bet_legs WHERE selection_id = $1::bigint',
          [selectionId],
        );
        const bets = (
          await lockBets(
            tx,
            ids.map((r) => r.bet_id),
          )
        ).filter((b) => b.status !== -1 && b.cashed_out_won === null);
        const legs = await effectiveLegsOf(
          tx,
          bets.map((b) => b.id),
        );
        const steps = bets
          .map((b) => settleStep(b, legs.get(b.id) ?? [], { actorId: actor.memberId, reason }))
          .filter((t): t is Transition => t !== null);
        const moved = await applyTransitions(tx, steps, now);
        await writeAudit(tx, actor, {
          action: 'sports.resettle',
          target: `sports-selection:${selectionId}`,
          before: { settlement: selection.overridden ?? selection.settlement },
          after: { settlement, reason, affectedBets: bets.length, changedBets: steps.length },
        });
        return { moved, affected: bets.length, steps };
      }),
    );
    await publishBetChanges(
      this.db,
      this.realtime,
      result.steps.map((t) => t.betId),
      result.moved.memberIds,
      now.getTime(),
    );
    return {
      selectionId,
      settlement,
      affectedBets: result.affected,
      changedBets: result.steps.length,
    };
  }

  /**
   * Suspends (or lifts the suspension of) one market of a fixture in both books. The flag lives
   * apart from the feed's status (013 migration), so the feed reopening the market does not undo
   * the operator; placement refuses the market's selections while it is set.
   */
  async suspendMarket(actor: Actor, body: SuspendBody) {
    const { marketTypeId, line } = parseMarketKey(body.fixtureId, body.marketKey);
    const changed = await this.db.transaction(async (tx) => {
      const rows = await tx.query<{
        id: string;
        book: 'prematch' | 'inplay' | 'bonus';
        price: number;
        status: 1 | 2 | 3;
        was: boolean;
      }>(
        `UPDATE sports_selections s SET operator_suspended = $4
           FROM sports_selections old
          WHERE s.id = old.id AND s.fixture_id = $1::bigint AND s.market_type_id = $2
            AND COALESCE(s.line, '') = $3
          RETURNING s.id::text AS id, s.book, s.price, s.status, old.operator_suspended AS was`,
        [body.fixtureId, marketTypeId, line, body.suspended],
      );
      if (rows.length === 0) throw new AppError(404, 'SPORTS_MARKET_NOT_FOUND');
      await writeAudit(tx, actor, {
        action: body.suspended ? 'sports.marketSuspend' : 'sports.marketUnsuspend',
        target: `sports-market:${body.marketKey}`,
        before: { suspended: rows.map((r) => r.was) },
        after: { suspended: body.suspended, selections: rows.length },
      });
      return rows;
    });
    this.publishSuspension(body, changed);
    return {
      fixtureId: body.fixtureId,
      marketKey: body.marketKey,
      suspended: body.suspended,
      selections: changed.length,
    };
  }

  /** Clients lock or unlock the market's buttons at once (prematch on general, live on inplay). */
  private publishSuspension(
    body: SuspendBody,
    rows: { id: string; book: string; price: number; status: 1 | 2 | 3 }[],
  ): void {
    const changesOf = (book: string): SelectionChange[] =>
      rows
        .filter((r) => r.book === book)
        .map((r) => ({
          id: r.id,
          fixtureId: body.fixtureId,
          marketKey: body.marketKey,
          priceHundredths: r.price,
          status: body.suspended && r.status === 1 ? 2 : r.status,
        }));
    const prematch = changesOf('prematch');
    const inplay = changesOf('inplay');
    if (prematch.length > 0) this.realtime.broadcast({ type: 'prematchPrices', changes: prematch });
    if (inplay.length > 0) {
      this.bus.publish('sse.inplay', { event: { type: 'prices', changes: inplay } });
    }
  }

  /** Every market of a fixture in both books, with suspensions and results, for the editor. */
  async fixtureMarkets(fixtureId: string): Promise<AdminFixtureMarkets> {
    const [fixture] = await this.db.query<AdminFixtureMarkets['fixture']>(
      `SELECT id::text AS id, sport_id AS "sportId", league_name AS "leagueNameKorean",
              home_name AS "homeName", away_name AS "awayName", starts_at AS "startsAt", status
         FROM sports_fixtures WHERE id = $1::bigint`,
      [fixtureId],
    );
    if (!fixture) throw new AppError(404, 'SPORTS_FIXTURE_NOT_FOUND');
    const rows = await this.db.query<{
      id: string;
      book: 'prematch' | 'inplay';
      market_type_id: number;
      market_name: string;
      line: string | null;
      name: string;
      price: number;
      status: 1 | 2 | 3;
      operator_suspended: boolean;
      settlement: LegSettlement | null;
      override: LegSettlement | null;
    }>(
      `SELECT s.id::text AS id, s.book, s.market_type_id, s.market_name, s.line, s.name, s.price,
              s.status, s.operator_suspended, s.settlement, o.settlement AS override
         FROM sports_selections s
         LEFT JOIN sports_selection_overrides o ON o.selection_id = s.id
        WHERE s.fixture_id = $1::bigint AND s.book IN ('prematch', 'inplay')
        ORDER BY s.book DESC, s.market_type_id, s.line NULLS FIRST, s.id`,
      [fixtureId],
    );
    const markets = new Map<string, AdminFixtureMarkets['markets'][number]>();
    for (const r of rows) {
      const key = `${fixtureId}:${r.market_type_id}:${r.line ?? ''}`;
      const market = markets.get(`${r.book}|${key}`) ?? {
        key,
        book: r.book,
        marketTypeId: r.market_type_id,
        name: r.market_name,
        line: r.line,
        operatorSuspended: true,
        selections: [],
      };
      market.operatorSuspended &&= r.operator_suspended;
      market.selections.push({
        id: r.id,
        name: r.name,
        priceHundredths: r.price,
        status: r.status,
        operatorSuspended: r.operator_suspended,
        settlement: r.settlement,
        overrideSettlement: r.override,
      });
      markets.set(`${r.book}|${key}`, market);
    }
    return { fixture, markets: [...markets.values()] };
  }
}
