/**
 * Power ladder (ntry, named, next). Draw: start = uniformInt(2) (0 left, 1 right), then
 * lines = 3 + uniformInt(2) (3 or 4 rungs). The path's end follows the house convention of Korean
 * ladder games: left-3 even, left-4 odd, right-3 odd, right-4 even.
 */
import { uniformInt } from '../random-stream';
import { market, UnknownSelectionError, wonIf, type FamilyEngine } from '../types';

export interface LadderOutcome {
  readonly start: 'left' | 'right';
  readonly lines: 3 | 4;
  readonly result: 'odd' | 'even';
}

export function ladderResult(start: 'left' | 'right', lines: 3 | 4): 'odd' | 'even' {
  // Each rung switches sides; an odd number of rungs ends opposite the start.
  const endsRight = (start === 'right') === (lines % 2 === 0);
  return endsRight ? 'even' : 'odd';
}

export const ladder: FamilyEngine<LadderOutcome> = {
  family: 'ladder',
  markets: [
    market('start', { left: 195, right: 195 }),
    market('lines', { three: 195, four: 195 }),
    market('result', { odd: 195, even: 195 }),
    market('combination', { left3: 370, left4: 370, right3: 370, right4: 370 }),
  ],
  draw(stream) {
    const start = uniformInt(stream, 2) === 0 ? 'left' : 'right';
    const lines = uniformInt(stream, 2) === 0 ? 3 : 4;
    return { start, lines, result: ladderResult(start, lines) };
  },
  grade(outcome, key) {
    const [marketKey, pick] = key.split('.');
    switch (marketKey) {
      case 'start':
        if (pick === 'left' || pick === 'right') return wonIf(outcome.start === pick);
        break;
      case 'lines':
        if (pick === 'three') return wonIf(outcome.lines === 3);
        if (pick === 'four') return wonIf(outcome.lines === 4);
        break;
      case 'result':
        if (pick === 'odd' || pick === 'even') return wonIf(outcome.result === pick);
        break;
      case 'combination':
        if (pick === 'left3' || pick === 'left4' || pick === 'right3' || pick === 'right4') {
          return wonIf(`${outcome.start}${outcome.lines}` === pick);
        }
        break;
    }
    throw new UnknownSelectionError('ladder', key);
  },
};
