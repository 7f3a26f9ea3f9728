/**
 * Powerball's outcome space. The draw takes 5 of the balls 1..28 without replacement (every set of
 * five equally likely: C(28, 5) = 98,280 sets, each in 5! equally likely orders) and then the
 * powerball 0..9. Every market reads the normal balls only through their sum, so the sets are
 * counted by sum: one outcome per (sum, powerball), weighted by the number of sets with that sum
 * and carrying the first such set as its balls. 98,280 × 10 = 982,800 equally likely outcomes.
 */
import { NORMAL_BALL_COUNT, POWERBALL_DIGITS, type PowerballOutcome } from '../families/powerball';
import { listedSpace, type OutcomeSpace, type WeightedOutcome } from './outcome-space';

const HIGHEST_BALL = 28;

function setsBySum(): Map<number, { count: bigint; balls: readonly number[] }> {
  const bySum = new Map<number, { count: bigint; balls: readonly number[] }>();
  const balls: number[] = [];
  const choose = (from: number, sum: number) => {
    if (balls.length === NORMAL_BALL_COUNT) {
      const entry = bySum.get(sum);
      if (entry) bySum.set(sum, { ...entry, count: entry.count + 1n });
      else bySum.set(sum, { count: 1n, balls: [...balls] });
      return;
    }
    for (let ball = from; ball <= HIGHEST_BALL; ball += 1) {
      balls.push(ball);
      choose(ball + 1, sum + ball);
      balls.pop();
    }
  };
  choose(1, 0);
  return bySum;
}

export function powerballSpace(): OutcomeSpace<PowerballOutcome> {
  const bySum = setsBySum();
  const sets = [...bySum.values()].reduce((total, entry) => total + entry.count, 0n);
  const outcomes: WeightedOutcome<PowerballOutcome>[] = [];
  for (const [sum, { count, balls }] of bySum) {
    for (let powerball = 0; powerball < POWERBALL_DIGITS; powerball += 1) {
      outcomes.push({ outcome: { balls, powerball, sum }, weight: count });
    }
  }
  return listedSpace(sets * BigInt(POWERBALL_DIGITS), outcomes);
}
