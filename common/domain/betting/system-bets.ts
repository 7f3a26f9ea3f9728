/**
 * System bets (a feature the spec does not list): a k-of-n system is every k-leg parlay of n picks
 * (2/3 = three doubles, 3/4 = four trebles …), each line staked equally.
 *
 * Decision: the total stake must divide exactly by the number of lines; a remainder is refused
 * rather than kept by the house or rounded into one line, so every line's stake is whole won and
 * stake = lines × line stake holds in the ledger. The max-payout cap applies to the bet's total,
 * not per line.
 */
import { parlayPayoutWon } from './payout';
import { settledPayoutWon, type SettledLeg } from './settlement';
import { assertStakeWon, capWon, toSafeWon } from './exact-money';
import { refuse, type Refusal } from './refusal';

/** Above this the lines explode (C(16, 8) = 12,870); the slip never offers more. */
export const SYSTEM_MAX_SELECTIONS = 16;

export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return result;
}

/** Every k-subset of the indices 0..n-1, in lexicographic order. */
export function systemCombinations(n: number, k: number): number[][] {
  if (!isSystemSize(n, k, 1)) throw new RangeError(`no ${k}-of-${n} system`);
  const lines: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      lines.push([...pick]);
      return;
    }
    for (let i = start; i <= n - (k - pick.length); i += 1) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return lines;
}

function isSystemSize(n: number, k: number, minK: number): boolean {
  return (
    Number.isInteger(n) && Number.isInteger(k) && k >= minK && k <= n && n <= SYSTEM_MAX_SELECTIONS
  );
}

export interface SystemStake {
  ok: true;
  lines: number;
  lineStakeWon: number;
}

/**
 * Splits the total stake over the lines of a k-of-n system. A real system has 2 ≤ k < n: k = n is
 * a plain parlay and k = 1 plain singles, which the slip places as such.
 */
export function splitSystemStake(
  totalStakeWon: number,
  n: number,
  k: number,
): SystemStake | Refusal {
  if (!isSystemSize(n, k, 2) || k === n) return refuse('SYSTEM_SIZE_INVALID');
  if (!Number.isSafeInteger(totalStakeWon) || totalStakeWon <= 0)
    return refuse('STAKE_NOT_INTEGER');
  const lines = binomial(n, k);
  if (totalStakeWon % lines !== 0) return refuse('SYSTEM_STAKE_NOT_DIVISIBLE', `${lines}`);
  return { ok: true, lines, lineStakeWon: totalStakeWon / lines };
}

function sumLines(
  n: number,
  k: number,
  linePayout: (indices: readonly number[]) => number,
  maxPayoutWon: number | undefined,
): number {
  let total = 0n;
  for (const line of systemCombinations(n, k)) total += BigInt(linePayout(line));
  return toSafeWon(capWon(total, maxPayoutWon));
}

/** Potential payout when every pick wins: the sum of each line's floored parlay payout. */
export function systemPotentialPayoutWon(
  lineStakeWon: number,
  legOddsHundredths: readonly number[],
  k: number,
  maxPayoutWon?: number,
): number {
  assertStakeWon(lineStakeWon);
  const pickOdds = (i: number) => legOddsHundredths[i] as number;
  return sumLines(
    legOddsHundredths.length,
    k,
    (line) => parlayPayoutWon(lineStakeWon, line.map(pickOdds)),
    maxPayoutWon,
  );
}

/** Settled payout: each line settles as its own parlay (voids and half results included). */
export function systemSettledPayoutWon(
  lineStakeWon: number,
  legs: readonly SettledLeg[],
  k: number,
  maxPayoutWon?: number,
): number {
  assertStakeWon(lineStakeWon);
  const pickLeg = (i: number) => legs[i] as SettledLeg;
  return sumLines(
    legs.length,
    k,
    (line) => settledPayoutWon(lineStakeWon, line.map(pickLeg)),
    maxPayoutWon,
  );
}
