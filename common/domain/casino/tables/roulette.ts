/**
 * Single-zero (European) roulette of the demo provider's shared table. The spin is the minigame's:
 * pocket = uniformInt(stream, 37), one draw. Layout: numbers 1..36 in 12 rows of 3
 * (row r = 1..12 holds 3r-2, 3r-1, 3r); column 1 holds n mod 3 = 1, column 2 n mod 3 = 2,
 * column 3 n mod 3 = 0; 0 sits above the first row, touching 1, 2 and 3.
 *
 * Bets and payouts (returns include the stake; integer won):
 *   straight  1 number                           35:1
 *   split     2 numbers adjacent on the layout   17:1  (incl. 0-1, 0-2, 0-3)
 *   street    a row of 3                         11:1  (incl. the trios 0-1-2 and 0-2-3)
 *   corner    4 numbers meeting at a corner       8:1  (incl. 0-1-2-3, "first four")
 *   six_line  two adjacent rows                   5:1
 *   dozen     numbers [d], d = 1..3 (1-12, 13-24, 25-36)    2:1
 *   column    numbers [c], c = 1..3                          2:1
 *   red, black, odd, even, low (1-18), high (19-36): numbers [] 1:1; 0 loses them.
 */
import type { RandomStream } from '../../minigame/random-stream';
import { uniformInt } from '../../minigame/random-stream';
import { RED_POCKETS, ROULETTE_POCKETS } from '../../minigame/families/roulette';

export { RED_POCKETS, ROULETTE_POCKETS } from '../../minigame/families/roulette';

export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'six_line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

export interface RouletteBet {
  readonly kind: RouletteBetKind;
  /** The numbers bet on (inside bets), the dozen/column ordinal (1..3), or [] (even chances). */
  readonly numbers: readonly number[];
  /** Stake in won (a positive integer). */
  readonly stake: number;
}

export interface RouletteOutcome {
  readonly pocket: number;
}

/** Winnings per won staked (the stake comes back on top). */
export const ROULETTE_PAYOUT: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  six_line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export function spinRoulette(stream: RandomStream): RouletteOutcome {
  return { pocket: uniformInt(stream, ROULETTE_POCKETS) };
}

const rowOf = (n: number) => Math.ceil(n / 3);
const columnOf = (n: number) => ((n - 1) % 3) + 1;
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((n, i) => n === b[i]);

function isSplit(numbers: readonly number[]): boolean {
  if (numbers.length !== 2) return false;
  const [a, b] = [...numbers].sort((x, y) => x - y) as [number, number];
  if (a === 0) return b >= 1 && b <= 3;
  if (a < 1 || b > 36) return false;
  if (b - a === 3) return true; // vertically adjacent: same column, next row
  return b - a === 1 && rowOf(a) === rowOf(b); // side by side in one row
}

function isStreet(numbers: readonly number[]): boolean {
  if (sameSet(numbers, [0, 1, 2]) || sameSet(numbers, [0, 2, 3])) return true;
  const first = Math.min(...numbers);
  return first >= 1 && first <= 34 && first % 3 === 1 && sameSet(numbers, range(first, 3));
}

function isCorner(numbers: readonly number[]): boolean {
  if (sameSet(numbers, [0, 1, 2, 3])) return true;
  const first = Math.min(...numbers);
  return (
    first >= 1 &&
    first <= 32 &&
    columnOf(first) !== 3 &&
    sameSet(numbers, [first, first + 1, first + 3, first + 4])
  );
}

function isSixLine(numbers: readonly number[]): boolean {
  const first = Math.min(...numbers);
  return first >= 1 && first <= 31 && first % 3 === 1 && sameSet(numbers, range(first, 6));
}

export type RouletteBetError = 'unknownKind' | 'badStake' | 'badNumbers';

/** Why a bet is not acceptable, or null when it is. */
export function validateRouletteBet(bet: {
  kind: string;
  numbers: readonly number[];
  stake: number;
}): RouletteBetError | null {
  if (!(ROULETTE_BET_KINDS as readonly string[]).includes(bet.kind)) return 'unknownKind';
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0) return 'badStake';
  const { numbers } = bet;
  if (!numbers.every((n) => Number.isInteger(n)) || new Set(numbers).size !== numbers.length) {
    return 'badNumbers';
  }
  const ok = (() => {
    switch (bet.kind as RouletteBetKind) {
      case 'straight':
        return numbers.length === 1 && (numbers[0] as number) >= 0 && (numbers[0] as number) <= 36;
      case 'split':
        return isSplit(numbers);
      case 'street':
        return numbers.length === 3 && isStreet(numbers);
      case 'corner':
        return numbers.length === 4 && isCorner(numbers);
      case 'six_line':
        return numbers.length === 6 && isSixLine(numbers);
      case 'dozen':
      case 'column':
        return numbers.length === 1 && (numbers[0] as number) >= 1 && (numbers[0] as number) <= 3;
      default:
        return numbers.length === 0;
    }
  })();
  return ok ? null : 'badNumbers';
}

/** The pockets a (valid) bet wins on. */
export function coveredPockets(bet: Pick<RouletteBet, 'kind' | 'numbers'>): number[] {
  const all = range(1, 36);
  const ordinal = bet.numbers[0] ?? 0;
  switch (bet.kind) {
    case 'dozen':
      return range((ordinal - 1) * 12 + 1, 12);
    case 'column':
      return all.filter((n) => columnOf(n) === ordinal);
    case 'red':
      return all.filter((n) => RED_POCKETS.has(n));
    case 'black':
      return all.filter((n) => !RED_POCKETS.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 18);
    default:
      return [...bet.numbers];
  }
}

/** What the bet returns in won, stake included (0 when it loses). Invalid bets throw. */
export function rouletteReturn(bet: RouletteBet, outcome: RouletteOutcome): number {
  const error = validateRouletteBet(bet);
  if (error) throw new RangeError(`invalid roulette bet (${error})`);
  return coveredPockets(bet).includes(outcome.pocket)
    ? bet.stake * (ROULETTE_PAYOUT[bet.kind] + 1)
    : 0;
}
