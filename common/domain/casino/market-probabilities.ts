/**
 * The exact probabilities of the demo provider's games: each live-style table bet's chance of
 * winning and of a push beside what a win returns, and each slot's exact RTP (a spin's expected
 * return over its stake, enumerated from the reel strips by slots/rtp.ts). The bets are enumerated
 * through the tables' own return functions (probability/table-bets.ts). The stated tables below
 * are written by `npm run rtp:table -- --write`; the unit tests recompute every entry.
 */
import {
  addFractions,
  fraction,
  fractionFromText,
  multiplyFractions,
  type Fraction,
} from '../exact-fraction';

export interface CasinoBetProbability {
  readonly game: 'baccarat' | 'roulette';
  /** The bet kind of the table (tables/baccarat.ts, tables/roulette.ts). */
  readonly bet: string;
  readonly won: Fraction;
  readonly push: Fraction;
  /** What a winning bet returns per 100 staked, stake included (banker 195: 5 % commission). */
  readonly returnHundredths: number;
}

/** [game, bet, chance of winning, chance of a push, return per 100 staked]. */
type StatedBet = readonly [CasinoBetProbability['game'], string, string, string, number];

// ---- stated table: written by npm run rtp:table -- --write ----
const STATED_TABLE_BETS: readonly StatedBet[] = [
  ['baccarat', 'player', '8712962041376/19524993263685', '619306544887/6508331087895', 200],
  ['baccarat', 'banker', '8954111587648/19524993263685', '619306544887/6508331087895', 195],
  ['baccarat', 'tie', '619306544887/6508331087895', '0', 900],
  ['baccarat', 'player_pair', '31/415', '0', 1200],
  ['baccarat', 'banker_pair', '31/415', '0', 1200],
  ['roulette', 'straight', '1/37', '0', 3600],
  ['roulette', 'split', '2/37', '0', 1800],
  ['roulette', 'street', '3/37', '0', 1200],
  ['roulette', 'corner', '4/37', '0', 900],
  ['roulette', 'six_line', '6/37', '0', 600],
  ['roulette', 'dozen', '12/37', '0', 300],
  ['roulette', 'column', '12/37', '0', 300],
  ['roulette', 'red', '18/37', '0', 200],
  ['roulette', 'black', '18/37', '0', 200],
  ['roulette', 'odd', '18/37', '0', 200],
  ['roulette', 'even', '18/37', '0', 200],
  ['roulette', 'low', '18/37', '0', 200],
  ['roulette', 'high', '18/37', '0', 200],
];

const STATED_SLOT_RTP: Readonly<Record<string, string>> = {
  'classic-3x3': '12937/13500',
  'video-5x3': '2061038229607/2142504590760',
  'cascade-5x3': '61332607/64000000',
};
// ---- end of the stated table ----

export const CASINO_TABLE_BETS: readonly CasinoBetProbability[] = STATED_TABLE_BETS.map(
  ([game, bet, won, push, returnHundredths]) => ({
    game,
    bet,
    won: fractionFromText(won),
    push: fractionFromText(push),
    returnHundredths,
  }),
);

/** Each slot's exact RTP, by game code. */
export const SLOT_EXACT_RTP: Readonly<Record<string, Fraction>> = Object.fromEntries(
  Object.entries(STATED_SLOT_RTP).map(([code, rtp]) => [code, fractionFromText(rtp)]),
);

/** Expected return per won staked: a win's return, or the stake back on a push. */
export function casinoBetRtp(bet: CasinoBetProbability): Fraction {
  return addFractions(multiplyFractions(bet.won, fraction(bet.returnHundredths, 100)), bet.push);
}
