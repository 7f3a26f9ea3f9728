/**
 * Return to player (환수율) of a minigame selection at given odds, from the stated probabilities
 * (market-probabilities.ts): per won staked, a win returns the odds and a push the stake, so
 * RTP = P(win) × odds + P(push). Above 1 the member has the edge: the operator's odds editor
 * refuses such odds (FULL_RETURN), and the house's own defaults stay at or below
 * DEFAULT_RETURN_CEILING (a unit test). Comparisons are exact; the percent is for display.
 */
import {
  addFractions,
  compareFractions,
  fraction,
  fractionToNumber,
  multiplyFractions,
  ONE,
  type Fraction,
} from '../exact-fraction';
import { formatPercent } from '../format';
import type { MinigameGame } from './catalog';
import { MARKET_PROBABILITIES, type SelectionProbability } from './market-probabilities';
import { selectionKey } from './types';

/** The most an operator may set: every won staked paid back, no more. */
export const FULL_RETURN: Fraction = ONE;
/** The most a house default may return (a margin of at least 1 %). */
export const DEFAULT_RETURN_CEILING: Fraction = fraction(99, 100);

export function selectionRtp(probability: SelectionProbability, oddsHundredths: number): Fraction {
  return addFractions(
    multiplyFractions(probability.won, fraction(oddsHundredths, 100)),
    probability.push,
  );
}

export function rtpPercent(rtp: Fraction): number {
  return fractionToNumber(rtp) * 100;
}

/** '93.23%': the site's percent format (two decimals at most, common/domain/format). */
export function rtpText(rtp: Fraction): string {
  return formatPercent(rtpPercent(rtp));
}

/**
 * The figure a refusal shows: to the nearest hundredth, but never 100 % or less for a return above
 * 100 % (100.004 % reads '100.01%', not '100%').
 */
export function rtpTextAboveFullReturn(rtp: Fraction): string {
  const hundredthsOfPercent = rtp.numerator * 10_000n;
  const nearest = (hundredthsOfPercent * 2n + rtp.denominator) / (rtp.denominator * 2n);
  const shown = exceeds(rtp, FULL_RETURN) && nearest <= 10_000n ? 10_001n : nearest;
  return formatPercent(Number(shown) / 100);
}

export interface MarketRtpRow {
  /** 'sumSize.medium' */
  readonly key: string;
  readonly marketKey: string;
  readonly selection: string;
  readonly oddsHundredths: number;
  readonly probability: SelectionProbability;
  readonly rtp: Fraction;
}

/**
 * Every selection of the game in catalog order, at the given odds (a key missing from `odds`
 * takes the catalog default).
 */
export function marketRtpRows(
  game: MinigameGame,
  odds: Readonly<Record<string, number>> = {},
): MarketRtpRow[] {
  const probabilities = MARKET_PROBABILITIES[game.family];
  return game.markets.flatMap((market) =>
    market.selections.map((selection) => {
      const key = selectionKey(market.key, selection.key);
      const probability = probabilities[key];
      if (!probability) throw new Error(`${game.family}: no stated probability for ${key}`);
      const oddsHundredths = odds[key] ?? selection.oddsHundredths;
      return {
        key,
        marketKey: market.key,
        selection: selection.key,
        oddsHundredths,
        probability,
        rtp: selectionRtp(probability, oddsHundredths),
      };
    }),
  );
}

/** One selection's RTP at the given odds; undefined for a key the game does not have. */
export function selectionRtpOf(
  game: MinigameGame,
  key: string,
  oddsHundredths: number,
): Fraction | undefined {
  const probability = MARKET_PROBABILITIES[game.family][key];
  return probability ? selectionRtp(probability, oddsHundredths) : undefined;
}

export function exceeds(rtp: Fraction, ceiling: Fraction): boolean {
  return compareFractions(rtp, ceiling) > 0;
}

/** The selections whose odds would return more than every won staked. */
export function rowsAboveFullReturn(
  game: MinigameGame,
  odds: Readonly<Record<string, number>>,
): MarketRtpRow[] {
  return marketRtpRows(game, odds).filter((row) => exceeds(row.rtp, FULL_RETURN));
}
