import { describe, expect, it } from 'vitest';
import {
  evaluateLines,
  scatterCells,
  screenAt,
  sumPays,
  symbolRoles,
} from '../../../../common/domain/casino/slots/evaluate';
import { freeSpinGameRtp } from '../../../../common/domain/casino/slots/rtp';
import { makeVideoSlot, video5x3 } from '../../../../common/domain/casino/slots/video-5x3';
import { ArrayStream } from '../../../../common/domain/minigame/random-stream';

const strip = (text: string) => text.split(' ');
// Stop 0 shows, reel by reel (top, middle, bottom): D S A | W K S | D S Q | J D T | T J K.
const DESIGNED = [
  strip('D S A T'),
  strip('W K S T'),
  strip('D S Q T'),
  strip('J D T T'),
  strip('T J K T'),
];
const ALL_ACES = Array.from({ length: 5 }, () => strip('A A A'));

describe('video-5x3', () => {
  it('spins deterministically from the stream', () => {
    const values = Array.from({ length: 400 }, (_, i) => (i * 2654435761) >>> 0);
    const first = video5x3.spin(new ArrayStream(values));
    expect(video5x3.spin(new ArrayStream(values))).toEqual(first);
    expect(first.steps[0]?.phase).toBe('base');
  });

  it('pays a hand-built screen: a wild completing a line, 3 scatters anywhere, 10 free spins x2', () => {
    const game = makeVideoSlot({ strips: DESIGNED, freeSpinStrips: ALL_ACES });
    const stream = new ArrayStream(new Array<number>(55).fill(0));
    const outcome = game.spin(stream);
    const base = outcome.steps[0];
    expect(base?.screen).toEqual([
      ['D', 'S', 'A'],
      ['W', 'K', 'S'],
      ['D', 'S', 'Q'],
      ['J', 'D', 'T'],
      ['T', 'J', 'K'],
    ]);
    // Line 1 (top row) D W D = three dragons; the three scatters pay 40 line bets and trigger.
    expect(base?.wins.map((w) => [w.line, w.symbol, w.count, w.pay])).toEqual([
      [1, 'D', 3, 50],
      [-1, 'S', 3, 40],
    ]);
    expect(base?.wins[1]?.cells).toEqual([
      [0, 1],
      [1, 2],
      [2, 1],
    ]);
    // Each free spin: 20 lines of five aces (100) doubled.
    expect(outcome.freeSpinsPlayed).toBe(10);
    expect(outcome.steps.slice(1).every((step) => step.phase === 'free')).toBe(true);
    expect(outcome.steps[1]?.wins[0]?.pay).toBe(200);
    expect(outcome.totalPay).toBe(90 + 10 * 20 * 200);
    expect(stream.consumed).toBe(55);
  });

  it('retriggers 10 more free spins on 3 scatters during free spins', () => {
    const freeStrips = [strip('S A A A'), strip('S A A A'), strip('S A A A'), ...ALL_ACES.slice(3)];
    const game = makeVideoSlot({ strips: DESIGNED, freeSpinStrips: freeStrips });
    // Base stops 0 (trigger); free spin 1 stops 0 (3 scatters: retrigger); then stops 1 (no scatter).
    const values = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (let spin = 1; spin < 20; spin += 1) values.push(1, 1, 1, 0, 0);
    const stream = new ArrayStream(values);
    const outcome = game.spin(stream);
    expect(outcome.freeSpinsPlayed).toBe(20);
    expect(stream.consumed).toBe(values.length);
  });

  it('has an exact RTP equal to a brute-force enumeration of reduced strips', () => {
    const base = [
      strip('S A K W Q D'),
      strip('A W K S Q D'),
      strip('K Q S A W D'),
      strip('A K Q W D S'),
      strip('Q W A K D S'),
    ];
    const free = [
      strip('S A K Q D W A K Q D T J H F G'),
      strip('A W K S Q D A K Q D T J H F G'),
      strip('K Q S A W D A K Q D T J H F G'),
      strip('A K W Q D T'),
      strip('Q W A K D T'),
    ];
    const game = makeVideoSlot({ strips: base, freeSpinStrips: free });
    const roles = symbolRoles(game.symbols);
    // Sum of pays and number of triggers over every stop combination, screen by screen.
    const enumerate = (strips: string[][]) => {
      let pays = 0;
      let triggers = 0;
      let combinations = 0;
      const stops = [0, 0, 0, 0, 0];
      const walk = (reel: number) => {
        if (reel === 5) {
          const screen = screenAt(strips, stops, 3);
          const scatters = scatterCells(screen, 'S').length;
          pays += sumPays(evaluateLines(screen, game.paylines, game.paytable, roles));
          pays += game.paytable.S?.[scatters] ?? 0;
          if (scatters >= 3) triggers += 1;
          combinations += 1;
          return;
        }
        for (let stop = 0; stop < (strips[reel] as string[]).length; stop += 1) {
          stops[reel] = stop;
          walk(reel + 1);
        }
      };
      walk(0);
      return { mean: pays / combinations, trigger: triggers / combinations };
    };
    const b = enumerate(base);
    const f = enumerate(free);
    const spinsPerTrigger = 10 / (1 - 10 * f.trigger);
    const expected = (b.mean + b.trigger * spinsPerTrigger * 2 * f.mean) / 20;
    const exact = freeSpinGameRtp(game);
    expect(Number(exact.numerator) / Number(exact.denominator)).toBeCloseTo(expected, 12);
  });
});
