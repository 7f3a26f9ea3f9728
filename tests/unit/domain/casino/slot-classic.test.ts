import { describe, expect, it } from 'vitest';
import { classic3x3 } from '../../../../common/domain/casino/slots/classic-3x3';
import { evaluateLines, symbolRoles } from '../../../../common/domain/casino/slots/evaluate';
import { cycleRtp, lineWeightedPays } from '../../../../common/domain/casino/slots/rtp';
import { ArrayStream } from '../../../../common/domain/minigame/random-stream';

const roles = symbolRoles(classic3x3.symbols);
const evaluate = (screen: string[][]) =>
  evaluateLines(screen, classic3x3.paylines, classic3x3.paytable, roles);

describe('classic-3x3', () => {
  it('spins deterministically from the stream: one stop per reel, window read down the strip', () => {
    const values = [7, 100, 29];
    const first = classic3x3.spin(new ArrayStream(values));
    expect(classic3x3.spin(new ArrayStream(values))).toEqual(first);
    const [s0, s1, s2] = classic3x3.strips as [string[], string[], string[]];
    const stops = [7, 100 % s1.length, 29];
    expect(first.steps[0]?.screen).toEqual(
      [s0, s1, s2].map((strip, reel) =>
        [0, 1, 2].map((row) => strip[((stops[reel] as number) + row) % strip.length]),
      ),
    );
    expect(first.freeSpinsPlayed).toBe(0);
  });

  it('pays a hand-built screen line by line (wild substitutes, cherries pay two)', () => {
    // screen[reel][row]: top row 7 7 7; middle C W M; bottom L M B.
    const wins = evaluate([
      ['7', 'C', 'L'],
      ['7', 'W', 'M'],
      ['7', 'M', 'B'],
    ]);
    expect(wins.map((w) => [w.line, w.symbol, w.count, w.pay])).toEqual([
      [0, 'C', 2, 1],
      [1, '7', 3, 250],
    ]);
    expect(wins[1]?.cells).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it('pays three wilds as wilds and a wild completing a three of a kind', () => {
    const wins = evaluate([
      ['W', 'B', 'P'],
      ['W', 'W', 'W'],
      ['W', 'B', 'O'],
    ]);
    expect(wins.map((w) => [w.line, w.symbol, w.count, w.pay])).toEqual([
      [0, 'B', 3, 100],
      [1, 'W', 3, 800],
      [3, 'O', 3, 14],
      [4, 'P', 3, 25],
    ]);
  });

  it('has the published exact RTP by brute force over the reel cycle and by line expectation', () => {
    const brute = cycleRtp(classic3x3);
    const lengths = classic3x3.strips.map((strip) => strip.length);
    const combinations = lengths.reduce((p, l) => p * l, 1);
    const analytic = lineWeightedPays(classic3x3, classic3x3.strips) / combinations;
    expect(Number(brute.numerator) / Number(brute.denominator)).toBeCloseTo(analytic, 12);
    expect(analytic).toBeGreaterThanOrEqual(0.94);
    expect(analytic).toBeLessThanOrEqual(0.97);
  });
});
