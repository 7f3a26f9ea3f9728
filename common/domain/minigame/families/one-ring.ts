/**
 * One-ring (next): a wheel of 24 numbered segments (1..24); segment = 1 + uniformInt(24).
 * Colours by segment: gold on 24 (1 segment); blue on 6, 12, 18 (3); green on 2, 5, 8, 11, 14, 17,
 * 20, 23 (8, the remaining n mod 3 = 2); red on the other 12. Markets: colour; segment odd/even.
 */
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export type RingColor = 'red' | 'green' | 'blue' | 'gold';
export interface OneRingOutcome {
  readonly segment: number;
  readonly color: RingColor;
}

export const RING_SEGMENTS = 24;

export function ringColor(segment: number): RingColor {
  if (segment === 24) return 'gold';
  if (segment % 6 === 0) return 'blue';
  if (segment % 3 === 2) return 'green';
  return 'red';
}

export const oneRing: FamilyEngine<OneRingOutcome> = {
  family: 'oneRing',
  markets: [
    market('color', { red: 190, green: 280, blue: 700, gold: 2000 }),
    market('oddEven', { odd: 195, even: 195 }),
  ],
  draw(stream) {
    const segment = 1 + uniformInt(stream, RING_SEGMENTS);
    return { segment, color: ringColor(segment) };
  },
  grade(outcome, key) {
    const [marketKey, pick] = key.split('.');
    if (
      marketKey === 'color' &&
      (pick === 'red' || pick === 'green' || pick === 'blue' || pick === 'gold')
    ) {
      return wonIf(outcome.color === pick);
    }
    if (marketKey === 'oddEven' && pick === 'odd') return wonIf(outcome.segment % 2 === 1);
    if (marketKey === 'oddEven' && pick === 'even') return wonIf(outcome.segment % 2 === 0);
    throw new UnknownSelectionError('oneRing', key);
  },
};
