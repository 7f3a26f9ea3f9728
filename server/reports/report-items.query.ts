/**
 * Drill-down per game, league or provider from the daily item aggregates of
 * migration 029: minigame and casino games by id, sports by league. Names come from the minigame
 * catalog (common/domain) and the casino catalog table.
 */
import { findGameById } from '../../common/domain/minigame/catalog';
import { MIXED_LEAGUES_LABEL } from '../../common/i18n/reports.ko';
import type {
  ReportItem,
  ReportItemDimension,
  ReportItems,
  ReportProduct,
} from '../../common/contract/reports.contract';
import type { Queryable } from '../platform/db/db';
import { addSums, figuresOf, NO_BETS, type BetSums } from './report-figures';
import type { ReportRange } from './report-range';

const PRODUCTS_OF: Record<ReportItemDimension, ReportProduct[]> = {
  game: ['minigame', 'virtual', 'casino', 'slot'],
  league: ['sports_prematch', 'sports_inplay'],
  provider: ['minigame', 'virtual', 'casino', 'slot'],
};

interface ItemRow extends BetSums {
  product: ReportProduct;
  item: string;
}

interface CasinoGameRow {
  id: number;
  name: string;
  provider_code: string;
  provider_name: string;
}

const isCasino = (product: ReportProduct) => product === 'casino' || product === 'slot';

/** The key and name an aggregate row is shown under for the dimension. */
function labelOf(
  by: ReportItemDimension,
  row: ItemRow,
  casinoGames: ReadonlyMap<number, CasinoGameRow>,
): { key: string; name: string } {
  if (by === 'league') return { key: row.item, name: row.item || MIXED_LEAGUES_LABEL };
  if (isCasino(row.product)) {
    const game = casinoGames.get(Number(row.item));
    if (by === 'provider') {
      return { key: game?.provider_code ?? '', name: game?.provider_name ?? '' };
    }
    return { key: row.item, name: game?.name ?? row.item };
  }
  const game = findGameById(Number(row.item));
  if (by === 'provider') return { key: game?.provider ?? '', name: game?.provider ?? '' };
  return { key: row.item, name: game ? `${game.provider} ${game.game}` : row.item };
}

export async function reportItems(
  q: Queryable,
  range: ReportRange,
  by: ReportItemDimension,
): Promise<ReportItems> {
  const products = PRODUCTS_OF[by];
  const [rows, casinoGames] = await Promise.all([
    q.query<ItemRow>(
      `SELECT product, item, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
              sum(returns)::bigint AS returns
         FROM report_daily_items
        WHERE day BETWEEN $1::date AND $2::date AND product = ANY($3::text[])
        GROUP BY product, item`,
      [range.from, range.to, products],
    ),
    by === 'league'
      ? Promise.resolve([])
      : q.query<CasinoGameRow>(
          `SELECT g.id, g.name, p.code AS provider_code, p.name AS provider_name
             FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id`,
        ),
  ]);
  const games = new Map(casinoGames.map((game) => [game.id, game]));
  const grouped = new Map<
    string,
    { product: ReportProduct; key: string; name: string } & BetSums
  >();
  for (const row of rows) {
    const label = labelOf(by, row, games);
    const id = `${row.product}\u0000${label.key}`;
    const before = grouped.get(id) ?? { product: row.product, ...label, ...NO_BETS };
    grouped.set(id, { ...before, ...addSums(before, row) });
  }
  const items: ReportItem[] = [...grouped.values()]
    .map((g) => ({ product: g.product, key: g.key, name: g.name, ...figuresOf(g) }))
    .sort(
      (a, b) =>
        products.indexOf(a.product) - products.indexOf(b.product) ||
        b.stake - a.stake ||
        a.key.localeCompare(b.key),
    );
  return { from: range.from, to: range.to, by, items };
}
