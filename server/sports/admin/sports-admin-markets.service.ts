/**
 * The operator's market controls: every market of a fixture
 * in both books with its suspension and results, and the audited suspend / resume switch.
 */
import type { z } from 'zod';
import type { SelectionChange } from '../../../common/contract/sports.contract';
import type {
  AdminFixtureMarkets,
  adminSuspendMarketBodySchema,
} from '../../../common/contract/sports-admin.contract';
import type { LegSettlement } from '../../../common/domain/betting/settlement';
import type { Db } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';
import type { Realtime } from '../../platform/sse/realtime';

type SuspendBody = z.infer<typeof adminSuspendMarketBodySchema>;

/** `${fixtureId}:${marketTypeId}:${line ?? ''}` (sports.contract.ts market key). */
function parseMarketKey(fixtureId: string, marketKey: string) {
  const match = /^([1-9]\d{0,18}):(\d{1,9}):(.{0,40})$/.exec(marketKey);
  if (!match || match[1] !== fixtureId) throw new AppError(404, 'SPORTS_MARKET_NOT_FOUND');
  return { marketTypeId: Number(match[2]), line: match[3] ?? '' };
}

export class SportsAdminMarketsService {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
  ) {}

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
      this.realtime.inplay({ type: 'prices', changes: inplay });
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
