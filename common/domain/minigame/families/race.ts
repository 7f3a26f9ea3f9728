/**
 * Virtual races (bet365 horse and dog venues). Each runner has a documented integer weight; the
 * finishing order is a weighted pick without replacement (weightedOrder in random-stream.ts):
 * for each place, uniformInt over the remaining weight total picks the runner. So the winner is
 * runner i with probability weight_i / total. Runner numbers are 1-based in the order of the
 * weights. Markets: win (runner number) at odds floor(total * RACE_PAYOUT_PERCENT / weight)
 * hundredths; the winner's number odd/even.
 */
import { weightedOrder } from '../random-stream';
import {
  market,
  UnknownSelectionError,
  wonIf,
  type FamilyEngine,
  type FamilyId,
  type MarketDefinition,
} from '../types';

export interface RaceOutcome {
  /** Runner numbers (1-based) in finishing order. */
  readonly order: readonly number[];
}

/** Share of the fair price paid on the win market (the house keeps the rest). */
export const RACE_PAYOUT_PERCENT = 90;
export const HORSE_WEIGHTS: readonly number[] = [24, 18, 15, 12, 10, 9, 7, 5];
export const DOG_WEIGHTS: readonly number[] = [26, 21, 17, 14, 12, 10];

export function winOddsHundredths(weights: readonly number[], runnerIndex: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return Math.floor((total * RACE_PAYOUT_PERCENT) / (weights[runnerIndex] as number));
}

function raceMarkets(weights: readonly number[]): MarketDefinition[] {
  const oddWeight = weights.filter((_, i) => i % 2 === 0).reduce((sum, w) => sum + w, 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const oddEvenOdds = (share: number) => Math.floor((total * RACE_PAYOUT_PERCENT) / share);
  return [
    market(
      'win',
      Object.fromEntries(weights.map((_, i) => [String(i + 1), winOddsHundredths(weights, i)])),
    ),
    market('winnerOddEven', {
      odd: oddEvenOdds(oddWeight),
      even: oddEvenOdds(total - oddWeight),
    }),
  ];
}

function createRaceEngine(family: FamilyId, weights: readonly number[]): FamilyEngine<RaceOutcome> {
  const runners = weights.length;
  return {
    family,
    markets: raceMarkets(weights),
    draw(stream) {
      return { order: weightedOrder(stream, weights).map((index) => index + 1) };
    },
    grade({ order }, key) {
      const [marketKey, pick = ''] = key.split('.');
      const winner = order[0] as number;
      if (
        marketKey === 'win' &&
        /^\d+$/.test(pick) &&
        Number(pick) >= 1 &&
        Number(pick) <= runners
      ) {
        return wonIf(winner === Number(pick));
      }
      if (marketKey === 'winnerOddEven' && pick === 'odd') return wonIf(winner % 2 === 1);
      if (marketKey === 'winnerOddEven' && pick === 'even') return wonIf(winner % 2 === 0);
      throw new UnknownSelectionError(family, key);
    },
  };
}

export const horseRace = createRaceEngine('horseRace', HORSE_WEIGHTS);
export const dogRace = createRaceEngine('dogRace', DOG_WEIGHTS);
