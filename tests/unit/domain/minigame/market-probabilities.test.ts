// @vitest-environment node
/**
 * The stated market probabilities against their enumeration from each family's rules, and the
 * house edge of every default: no default market may return more than 99 % of the stakes.
 */
import { describe, expect, it } from 'vitest';
import {
  fraction,
  fractionsEqual,
  fractionText,
  fractionToNumber,
} from '../../../../common/domain/exact-fraction';
import { MINIGAME_CATALOG } from '../../../../common/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../../common/domain/minigame/family-registry';
import { MARKET_PROBABILITIES } from '../../../../common/domain/minigame/market-probabilities';
import {
  DEFAULT_RETURN_CEILING,
  exceeds,
  marketRtpRows,
  rtpPercent,
} from '../../../../common/domain/minigame/market-rtp';
import { enumerateMarketProbabilities } from '../../../../common/domain/minigame/probability/family-spaces';
import { FAMILIES, selectionKey } from '../../../../common/domain/minigame/types';

const selectionKeys = (family: (typeof FAMILIES)[number]) =>
  FAMILY_ENGINES[family].markets.flatMap((market) =>
    market.selections.map((selection) => selectionKey(market.key, selection.key)),
  );

describe('stated market probabilities', () => {
  // Baccarat plays about a million deals and blackjack sums millions of hand pairs: seconds.
  it.each(FAMILIES)(
    '%s: every selection stated, equal to its enumeration from the rules',
    (family) => {
      const stated = MARKET_PROBABILITIES[family];
      expect(Object.keys(stated)).toEqual(selectionKeys(family));
      const enumerated = enumerateMarketProbabilities(family);
      for (const key of selectionKeys(family)) {
        const mismatch = `${family} ${key}: stated ${fractionText(stated[key]!.won)} / push ${fractionText(stated[key]!.push)}, enumerated ${fractionText(enumerated[key]!.won)} / push ${fractionText(enumerated[key]!.push)} (npm run rtp:table -- --write)`;
        expect(fractionsEqual(stated[key]!.won, enumerated[key]!.won), mismatch).toBe(true);
        expect(fractionsEqual(stated[key]!.push, enumerated[key]!.push), mismatch).toBe(true);
      }
    },
    60_000,
  );

  it('agrees with figures known from outside: powerball bands, 8-deck baccarat', () => {
    const { powerball, baccarat, dragonTiger } = MARKET_PROBABILITIES;
    expect(powerball['sumSize.medium']!.won).toEqual(fraction(35_240, 98_280));
    expect(powerball['sumSize.small']!.won).toEqual(fraction(31_520, 98_280));
    // Punto banco, 8 decks: banker 0.458597, player 0.446247, tie 0.095156.
    expect(fractionToNumber(baccarat['main.banker']!.won)).toBeCloseTo(0.458597, 6);
    expect(fractionToNumber(baccarat['main.player']!.won)).toBeCloseTo(0.446247, 6);
    expect(fractionToNumber(baccarat['main.tie']!.won)).toBeCloseTo(0.095156, 6);
    expect(baccarat['main.player']!.push).toEqual(baccarat['main.tie']!.won);
    // A pair: the second card matches the first's rank, 31 of the other 415 cards.
    expect(baccarat['playerPair.yes']!.won).toEqual(fraction(31, 415));
    expect(dragonTiger['main.tie']!.won).toEqual(fraction(31, 415));
  });

  it('every selection of a market has chances that add up with its push to at most 1', () => {
    for (const family of FAMILIES) {
      for (const probability of Object.values(MARKET_PROBABILITIES[family])) {
        const sum = fractionToNumber(probability.won) + fractionToNumber(probability.push);
        expect(sum).toBeGreaterThan(0);
        expect(sum).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('house edge of the defaults', () => {
  it('no default market returns more than 99 % (the table: market, probability, odds, RTP)', () => {
    const lines: string[] = [];
    const aboveCeiling: string[] = [];
    for (const family of FAMILIES) {
      const game = MINIGAME_CATALOG.find((entry) => entry.family === family)!;
      lines.push(`## ${family}`);
      for (const row of marketRtpRows(game)) {
        const push =
          row.probability.push.numerator === 0n
            ? ''
            : ` push ${fractionText(row.probability.push)}`;
        const line = `${row.key}  p ${fractionText(row.probability.won)}${push}  odds ${(row.oddsHundredths / 100).toFixed(2)}  RTP ${rtpPercent(row.rtp).toFixed(2)} %`;
        lines.push(line);
        if (exceeds(row.rtp, DEFAULT_RETURN_CEILING)) aboveCeiling.push(`${family} ${line}`);
      }
    }
    console.log(lines.join('\n'));
    expect(aboveCeiling, 'default markets above 99 % RTP').toEqual([]);
  });
});
