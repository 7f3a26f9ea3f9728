/**
 * Powerball (EOS, ntry, named, next, evolution, bepick). Draw: 5 distinct normal balls from 1..28
 * (drawWithoutReplacement over [1..28], draw order kept), then the powerball = uniformInt(10) (0..9).
 * Markets: powerball odd/even (0 is even) and under/over 4.5; normal-ball sum (15..130) odd/even,
 * under/over 72.5, size bands small 15-64 / medium 65-80 / large 81-130; powerball sections
 * A 0-2, B 3-4, C 5-6, D 7-9.
 */
import { drawWithoutReplacement, uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface PowerballOutcome {
  readonly balls: readonly number[];
  readonly powerball: number;
  readonly sum: number;
}

const BALL_NUMBERS = Array.from({ length: 28 }, (_, i) => i + 1);
export const NORMAL_BALL_COUNT = 5;
export const POWERBALL_DIGITS = 10;
const SUM_LINE_UNDER_MAX = 72;
const POWERBALL_LINE_UNDER_MAX = 4;

export function sumSize(sum: number): 'small' | 'medium' | 'large' {
  if (sum <= 64) return 'small';
  if (sum <= 80) return 'medium';
  return 'large';
}

export function powerballSection(powerball: number): 'A' | 'B' | 'C' | 'D' {
  if (powerball <= 2) return 'A';
  if (powerball <= 4) return 'B';
  if (powerball <= 6) return 'C';
  return 'D';
}

const parity = (n: number): 'odd' | 'even' => (n % 2 === 1 ? 'odd' : 'even');

export const powerball: FamilyEngine<PowerballOutcome> = {
  family: 'powerball',
  markets: [
    market('powerballOddEven', { odd: 195, even: 195 }),
    market('powerballUnderOver', { under: 195, over: 195 }),
    market('sumOddEven', { odd: 195, even: 195 }),
    market('sumUnderOver', { under: 195, over: 195 }),
    market('sumSize', { small: 280, medium: 260, large: 280 }),
    market('powerballSection', { A: 300, B: 440, C: 440, D: 300 }),
  ],
  draw(stream) {
    const balls = drawWithoutReplacement(stream, BALL_NUMBERS, NORMAL_BALL_COUNT);
    const power = uniformInt(stream, POWERBALL_DIGITS);
    return { balls, powerball: power, sum: balls.reduce((total, ball) => total + ball, 0) };
  },
  grade(outcome, key) {
    const [marketKey, pick] = key.split('.');
    switch (marketKey) {
      case 'powerballOddEven':
        if (pick === 'odd' || pick === 'even') return wonIf(parity(outcome.powerball) === pick);
        break;
      case 'powerballUnderOver':
        if (pick === 'under') return wonIf(outcome.powerball <= POWERBALL_LINE_UNDER_MAX);
        if (pick === 'over') return wonIf(outcome.powerball > POWERBALL_LINE_UNDER_MAX);
        break;
      case 'sumOddEven':
        if (pick === 'odd' || pick === 'even') return wonIf(parity(outcome.sum) === pick);
        break;
      case 'sumUnderOver':
        if (pick === 'under') return wonIf(outcome.sum <= SUM_LINE_UNDER_MAX);
        if (pick === 'over') return wonIf(outcome.sum > SUM_LINE_UNDER_MAX);
        break;
      case 'sumSize':
        if (pick === 'small' || pick === 'medium' || pick === 'large') {
          return wonIf(sumSize(outcome.sum) === pick);
        }
        break;
      case 'powerballSection':
        if (pick === 'A' || pick === 'B' || pick === 'C' || pick === 'D') {
          return wonIf(powerballSection(outcome.powerball) === pick);
        }
        break;
    }
    throw new UnknownSelectionError('powerball', key);
  },
};
