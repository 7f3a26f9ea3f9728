import type { RandomStream } from './random-stream';

export const FAMILIES = [
  'powerball',
  'ladder',
  'baccarat',
  'dragonTiger',
  'oddEven',
  'sicbo',
  'roulette',
  'highLow',
  'blackjack',
  'dice',
  'goStop',
  'oneRing',
  'horseRace',
  'dogRace',
  'soccerMatch',
  'basketballMatch',
] as const;
export type FamilyId = (typeof FAMILIES)[number];

/** Spec §4 settlement: won, lost, or push (stake returned, the spec's "special" status 3). */
export type Grade = 'won' | 'lost' | 'push';

export interface SelectionDefinition {
  /** Stable key within its market, e.g. 'odd'. */
  readonly key: string;
  /** Decimal odds in hundredths (195 = 1.95), the house default; per-game settings may override. */
  readonly oddsHundredths: number;
}

export interface MarketDefinition {
  readonly key: string;
  readonly selections: readonly SelectionDefinition[];
}

/** A bet's pick as graded: `<marketKey>.<selectionKey>`, e.g. 'sumOddEven.odd'. */
export type SelectionKey = string;

export function selectionKey(marketKey: string, selection: string): SelectionKey {
  return `${marketKey}.${selection}`;
}

/** One engine per family: a pure draw from the round's stream, and grading of every market. */
export interface FamilyEngine<Outcome> {
  readonly family: FamilyId;
  readonly markets: readonly MarketDefinition[];
  draw(stream: RandomStream): Outcome;
  grade(outcome: Outcome, key: SelectionKey): Grade;
}

export class UnknownSelectionError extends Error {
  constructor(family: FamilyId, key: string) {
    super(`${family}: unknown selection '${key}'`);
    this.name = 'UnknownSelectionError';
  }
}

export function wonIf(condition: boolean): Grade {
  return condition ? 'won' : 'lost';
}

export function market(key: string, selections: Record<string, number>): MarketDefinition {
  return {
    key,
    selections: Object.entries(selections).map(([selection, oddsHundredths]) => ({
      key: selection,
      oddsHundredths,
    })),
  };
}
