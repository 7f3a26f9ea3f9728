/**
 * Which markets each list shows (spec §2 /korea/*, /europe, /inplay): the
 * European and in-play lists and the domestic cross/proto/live boards show a fixture's winner
 * market with its main handicap and main total; 승무패 only the winner; 핸디캡 every handicap
 * line; 스페셜 the specials; a market tab of /europe every market of that family.
 */
import type { KoreaBoard } from '../../../common/contract/sports.contract';
import {
  MARKETS_BY_SPORT,
  marketFamilyOfType,
  marketTypeOf,
  type MarketType,
} from '../../../common/domain/sports/market-catalog';
import type { MarketFamily } from '../../../common/domain/sports/market-names';
import type { SelectionRow } from '../sports-book-rows';

export type MarketFilter = MarketFamily | 'all';
export type ListKind = KoreaBoard | 'main' | 'results';

/** Football's Asian total (quarter lines) stays off the summary rows. */
const ASIAN_TOTAL_TYPE_ID = 835;

const isWinner = (t: MarketType) => !t.special && (t.kind === 'threeWay' || t.kind === 'twoWay');

/** The sport's winner market shown in lists: 1X2 where it exists, else win-lose. */
function winnerTypeId(sportId: number): number | undefined {
  return MARKETS_BY_SPORT[sportId]?.find(isWinner)?.id;
}

function inSummary(sportId: number, type: MarketType, row: SelectionRow): boolean {
  if (type.id === winnerTypeId(sportId)) return true;
  if (!row.is_main_line || type.special) return false;
  if (type.kind === 'handicap') return true;
  return type.kind === 'overUnder' && type.id !== ASIAN_TOTAL_TYPE_ID;
}

/** Whether a selection row belongs on a list of this kind (with /europe's market tab). */
export function shownOn(
  kind: ListKind,
  filter: MarketFilter,
  sportId: number,
  row: SelectionRow,
): boolean {
  const type = marketTypeOf(sportId, row.market_type_id);
  if (!type) return false;
  if (filter !== 'all') return marketFamilyOfType(type) === filter;
  switch (kind) {
    case 'wintielose':
      return type.id === winnerTypeId(sportId);
    case 'handicap':
      return type.kind === 'handicap';
    case 'special':
      return type.special;
    default:
      return inSummary(sportId, type, row);
  }
}

/**
 * Market type ids (any sport) a fixture needs at least one open selection of to be listed: the
 * SQL side of `shownOn`, so pages count only fixtures that show something.
 */
export function requiredTypeIds(kind: ListKind, filter: MarketFilter): number[] | null {
  const ids = new Set<number>();
  for (const [sportId, types] of Object.entries(MARKETS_BY_SPORT)) {
    for (const type of types) {
      const matches =
        filter !== 'all'
          ? marketFamilyOfType(type) === filter
          : kind === 'wintielose'
            ? type.id === winnerTypeId(Number(sportId))
            : kind === 'handicap'
              ? type.kind === 'handicap'
              : kind === 'special'
                ? type.special
                : null;
      if (matches === null) return null;
      if (matches) ids.add(type.id);
    }
  }
  return [...ids];
}
