/**
 * Market names as the feed sends them (LSports style) and what the slip rules need from them:
 * a canonical spelling, the market family of the in-play rule (spec §4) and the parts of a
 * combined outcome (spec §9). Their Korean labels are common/i18n's (sports-labels.ko.ts).
 */

/** Market families the in-play slip tells apart (spec §4), in the board tabs' order. */
export const MARKET_FAMILIES = [
  'overUnder',
  'winDrawLose',
  'winLose',
  'handicap',
  'other',
] as const;
export type MarketFamily = (typeof MARKET_FAMILIES)[number];

/** Spec §9 names one market 'Under/Over' and 'Over/Under'; this is the spelling we keep. */
export const OVER_UNDER_MARKET = 'Under/Over';
export const HANDICAP_MARKET = 'Handicap';

const OVER_UNDER_TOKEN = /\b(?:under\s*\/\s*over|over\s*\/\s*under)\b/i;
const HANDICAP_TOKEN = /\bhandicap\b/i;
const WIN_DRAW_LOSE_TOKEN = /(?:^|[^\w])1x2(?:$|[^\w])|\bwin\s*\/\s*draw\s*\/\s*win\b/i;
const WIN_LOSE_TOKEN = /(?:^|[^\w/.])12(?:$|[^\w/.])|\bhome\s*\/\s*away\b|\bmoney\s*line\b/i;
const COMBINED_OUTCOME = /^([12X])\s+and\s+(over|under)$/i;
/** '1X2 And Under/Over' is the market whose outcomes are the combined labels of spec §9. */
const COMBINED_MARKET = /\b1x2\s+and\s+(?:under\s*\/\s*over|over\s*\/\s*under)\b/i;

/**
 * Canonical spelling: single spaces, and both over/under spellings of spec §9 folded into
 * 'Under/Over', so the prematch rule (same fixture + same market name, spec §4) sees one market
 * even when two feed messages spell it differently. 'Asian Handicap' and 'Handicap' stay apart:
 * they are different markets (quarter lines versus three-way).
 */
export function normalizeMarketName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(OVER_UNDER_TOKEN, OVER_UNDER_MARKET)
    .replace(HANDICAP_TOKEN, HANDICAP_MARKET);
}

export function isCombinedOutcomeName(name: string): boolean {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return COMBINED_OUTCOME.test(trimmed) || COMBINED_MARKET.test(trimmed);
}

/**
 * Family of a market for the in-play rule (spec §4: over-under, win/draw/lose, win/lose, handicap,
 * other). Combined outcomes ('1 And Over') are neither a pure result nor a pure total, so they
 * are 'other'; they are checked first because their names contain the 1X2 and over/under tokens.
 */
export function marketFamilyOf(marketName: string): MarketFamily {
  const name = normalizeMarketName(marketName);
  if (isCombinedOutcomeName(name)) return 'other';
  if (OVER_UNDER_TOKEN.test(name)) return 'overUnder';
  if (HANDICAP_TOKEN.test(name)) return 'handicap';
  if (WIN_DRAW_LOSE_TOKEN.test(name)) return 'winDrawLose';
  if (WIN_LOSE_TOKEN.test(name)) return 'winLose';
  return 'other';
}

export type CombinedResult = 'home' | 'away' | 'draw';
export type CombinedTotal = 'over' | 'under';
export interface CombinedOutcome {
  result: CombinedResult;
  total: CombinedTotal;
}

const RESULT_BY_SYMBOL: Readonly<Record<string, CombinedResult>> = {
  '1': 'home',
  '2': 'away',
  X: 'draw',
};

/** Spec §9: '1 And Over' = home + over, 'X And Under' = draw + under …; undefined otherwise. */
export function parseCombinedOutcome(name: string): CombinedOutcome | undefined {
  const match = COMBINED_OUTCOME.exec(name.trim().replace(/\s+/g, ' '));
  if (!match) return undefined;
  const result = RESULT_BY_SYMBOL[(match[1] ?? '').toUpperCase()];
  const total = (match[2] ?? '').toLowerCase() === 'over' ? 'over' : 'under';
  return result ? { result, total } : undefined;
}
