/**
 * The market types the sports book offers per sport, with LSports-style type ids
 * and names, what each one settles on, and which board shows it. One table for the feed (which
 * prices and settles them), the read APIs (labels, boards) and the bet service (leg labels).
 * The Korean names of the types and of their selections are common/i18n's (sports-labels.ko.ts).
 */
import { marketFamilyOf, type MarketFamily } from './market-names';
import { SPORT_IDS } from './sport-ids';

/** How a market's selections are named and settled (common/domain/sports/market-settlement.ts). */
export type MarketKind =
  | 'threeWay'
  | 'twoWay'
  | 'overUnder'
  | 'handicap'
  | 'combined'
  | 'oddEven'
  /** 'Yes' when both sides score (both teams to score). */
  | 'bothScore'
  /** 'Yes' when anyone scores in the scope (a run in the first inning). */
  | 'anyScore'
  | 'firstToScore';

/**
 * Which score settles the market: regular time (football 90', hockey 60'), the full game with
 * overtime (hockey: a shootout win counts one goal, as in the NHL), the first period (half,
 * quarter, inning, set), or volleyball's sets won.
 */
export type MarketScope = 'regular' | 'full' | 'firstPeriod' | 'sets';

export interface MarketType {
  id: number;
  /** Feed name (LSports style). */
  name: string;
  kind: MarketKind;
  scope: MarketScope;
  /** Shown on /korea/special and under the 'other' tab rather than on the main boards. */
  special: boolean;
}

const market = (
  id: number,
  name: string,
  kind: MarketKind,
  scope: MarketScope,
  special = false,
): MarketType => ({ id, name, kind, scope, special });

export const MARKET_TYPE = {
  threeWay: market(1, '1X2', 'threeWay', 'regular'),
  overUnder: market(2, 'Under/Over', 'overUnder', 'regular'),
  asianHandicap: market(3, 'Asian Handicap', 'handicap', 'regular'),
  oddEven: market(5, 'Odd/Even', 'oddEven', 'regular', true),
  firstToScore: market(16, 'First Team To Score', 'firstToScore', 'regular', true),
  bothTeamsToScore: market(17, 'Both Teams To Score', 'bothScore', 'regular', true),
  overUnderFull: market(28, 'Under/Over Including Overtime', 'overUnder', 'full'),
  firstQuarterThreeWay: market(41, '1st Quarter 1X2', 'threeWay', 'firstPeriod', true),
  oddEvenFull: market(51, 'Odd/Even Including Overtime', 'oddEven', 'full', true),
  twoWaySets: market(52, '12', 'twoWay', 'sets'),
  firstSetWinner: market(202, '1st Set Winner', 'twoWay', 'firstPeriod', true),
  twoWayFull: market(226, '12 Including Overtime', 'twoWay', 'full'),
  firstInningRun: market(235, 'Run In First Inning', 'anyScore', 'firstPeriod', true),
  asianHandicapFull: market(342, 'Asian Handicap Including Overtime', 'handicap', 'full'),
  combined: market(427, '1X2 And Under/Over', 'combined', 'regular', true),
  asianOverUnder: market(835, 'Asian Under/Over', 'overUnder', 'regular'),
  setHandicap: market(866, 'Asian Handicap Sets', 'handicap', 'sets'),
  /** Volleyball total points: every set counts. */
  pointsOverUnder: market(2, 'Under/Over', 'overUnder', 'full'),
  /** Volleyball odd/even of total points. */
  pointsOddEven: market(5, 'Odd/Even', 'oddEven', 'full', true),
} as const;

const M = MARKET_TYPE;

/** Markets of each sport, in board order (the winner market first). */
export const MARKETS_BY_SPORT: Readonly<Record<number, readonly MarketType[]>> = {
  [SPORT_IDS.football]: [
    M.threeWay,
    M.asianHandicap,
    M.overUnder,
    M.asianOverUnder,
    M.combined,
    M.firstToScore,
    M.bothTeamsToScore,
    M.oddEven,
  ],
  [SPORT_IDS.basketball]: [
    M.twoWayFull,
    M.asianHandicapFull,
    M.overUnderFull,
    M.firstQuarterThreeWay,
    M.oddEvenFull,
  ],
  [SPORT_IDS.baseball]: [
    M.twoWayFull,
    M.asianHandicapFull,
    M.overUnderFull,
    M.firstInningRun,
    M.oddEvenFull,
  ],
  [SPORT_IDS.volleyball]: [
    M.twoWaySets,
    M.setHandicap,
    M.pointsOverUnder,
    M.firstSetWinner,
    M.pointsOddEven,
  ],
  [SPORT_IDS.iceHockey]: [
    M.threeWay,
    M.twoWayFull,
    M.asianHandicap,
    M.overUnder,
    M.combined,
    M.firstToScore,
    M.bothTeamsToScore,
    M.oddEven,
  ],
};

/** The market type of a sport by id (undefined for a type the sport does not offer). */
export function marketTypeOf(sportId: number, typeId: number): MarketType | undefined {
  return MARKETS_BY_SPORT[sportId]?.find((m) => m.id === typeId);
}

/** Position of a market type on the boards of its sport (unknown types last). */
export function marketOrder(sportId: number, typeId: number): number {
  const index = MARKETS_BY_SPORT[sportId]?.findIndex((m) => m.id === typeId) ?? -1;
  return index < 0 ? 1_000 : index;
}

/** In-play family of spec §4, from the feed name (1X2 → winDrawLose, 12 → winLose …). */
export function marketFamilyOfType(type: Pick<MarketType, 'name'>): MarketFamily {
  return marketFamilyOf(type.name);
}

/**
 * `${fixtureId}:${marketTypeId}:${line}` (sports.contract.ts): the line of a market is the home
 * side's line for a handicap and the total for an over/under, '' when it has none.
 */
export function marketKeyOf(fixtureId: string, typeId: number, marketLine: string | null): string {
  return `${fixtureId}:${typeId}:${marketLine ?? ''}`;
}

/**
 * A selection's own line from its market's line (the tables keep the market's, LSports'
 * BaseLine): a handicap's away side ('2') gives what the home side takes (−0.25 → 0.25).
 */
export function selectionLine(
  kind: MarketKind | undefined,
  name: string,
  marketLine: string | null,
): string | null {
  if (marketLine === null || kind !== 'handicap' || name !== '2') return marketLine;
  const value = -Number(marketLine);
  return String(value === 0 ? 0 : value);
}
