import { describe, expect, it } from 'vitest';
import {
  cascade5x3,
  cascadeTables,
  makeCascadeSlot,
} from '../../../../common/domain/casino/slots/cascade-5x3';
import { cascadeCycleTotals } from '../../../../common/domain/casino/slots/cascade-rtp';
import { ArrayStream } from '../../../../common/domain/minigame/random-stream';

const strip = (text: string) => text.split(' ');

/**
 * An independent, plain re-implementation of the published rules (ways from reel 0, 3+ reels,
 * pay x ways x multiplier 1-2-3-5, winning cells vanish, refill from the strip above the stop).
 */
function simulate(strips: string[][], stops: number[]): number {
  const paytable = cascade5x3.paytable;
  const columns = strips.map((s, r) =>
    [0, 1, 2].map((row) => s[((stops[r] as number) + row) % s.length] as string),
  );
  const next = stops.map((stop) => stop - 1);
  let total = 0;
  for (let step = 0; step < 100; step += 1) {
    const winners = new Map<string, number>();
    for (const [symbol, pays] of Object.entries(paytable)) {
      let reels = 0;
      let ways = 1;
      while (reels < 5 && columns[reels]?.includes(symbol)) {
        ways *= (columns[reels] as string[]).filter((s) => s === symbol).length;
        reels += 1;
      }
      const pay = pays[reels] ?? 0;
      if (reels >= 3 && pay > 0) {
        total += pay * ways * [1, 2, 3, 5][Math.min(step, 3)]!;
        winners.set(symbol, reels);
      }
    }
    if (winners.size === 0) return total;
    columns.forEach((column, r) => {
      const s = strips[r] as string[];
      const kept = column.filter((symbol) => r >= (winners.get(symbol) ?? 0));
      while (kept.length < 3) {
        kept.unshift(s[(((next[r] as number) % s.length) + s.length) % s.length] as string);
        next[r] = (next[r] as number) - 1;
      }
      columns[r] = kept;
    });
  }
  return total; // the published bound: a chain stops after 100 paying screens
}

describe('cascade-5x3', () => {
  it('spins deterministically: five stops and nothing else', () => {
    const values = [3, 17, 40, 5, 19];
    const stream = new ArrayStream(values);
    const first = cascade5x3.spin(stream);
    expect(stream.consumed).toBe(5);
    expect(cascade5x3.spin(new ArrayStream(values))).toEqual(first);
    expect(first.totalPay).toBe(simulate(cascade5x3.strips as string[][], [3, 17, 0, 5, 19]));
  });

  it('tumbles a hand-built spin: wins vanish, symbols fall, refills come from above the stop', () => {
    const game = makeCascadeSlot([
      strip('M T R E P'),
      strip('M T R E P'),
      strip('N N R E P'),
      strip('M N N N T'),
      strip('M N N N T'),
    ]);
    const outcome = game.spin(new ArrayStream([2, 2, 2, 1, 1]));
    const view = outcome.steps.map((step) => ({
      reel0: step.screen[0],
      reel2: step.screen[2],
      wins: step.wins.map((w) => [w.symbol, w.count, w.pay]),
    }));
    expect(view).toEqual([
      // x1: ruby 6, emerald 4, sapphire 3 on reels 0-2 (reel 3 shows pearls only).
      {
        reel0: ['R', 'E', 'P'],
        reel2: ['R', 'E', 'P'],
        wins: [
          ['R', 3, 6],
          ['E', 3, 4],
          ['P', 3, 3],
        ],
      },
      // Refill from above: T (nearest), M, then the strip wraps to P at the top.
      { reel0: ['P', 'M', 'T'], reel2: ['P', 'N', 'N'], wins: [['P', 3, 6]] },
      { reel0: ['E', 'M', 'T'], reel2: ['E', 'N', 'N'], wins: [['E', 3, 12]] },
      { reel0: ['R', 'M', 'T'], reel2: ['R', 'N', 'N'], wins: [['R', 3, 30]] },
      { reel0: ['T', 'M', 'T'], reel2: ['N', 'N', 'N'], wins: [] },
    ]);
    expect(outcome.steps.map((s) => s.phase)).toEqual([
      'base',
      'cascade',
      'cascade',
      'cascade',
      'cascade',
    ]);
    expect(outcome.totalPay).toBe(13 + 6 + 12 + 30);
    expect(outcome.steps[0]?.wins[0]?.cells).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it('multiplies ways: counts of the symbol on each reel', () => {
    const game = makeCascadeSlot([
      strip('R R T'),
      strip('R T R'),
      strip('R M N'),
      strip('E M N'),
      strip('E P N'),
    ]);
    // First screen: ruby 2 x 2 x 1 = 4 ways x 6; then the chain continues.
    const outcome = game.spin(new ArrayStream([0, 0, 0, 0, 0]));
    expect(outcome.steps[0]?.wins[0]).toMatchObject({ symbol: 'R', count: 3, pay: 24 });
    expect(outcome.totalPay).toBe(simulate(game.strips as string[][], [0, 0, 0, 0, 0]));
  });

  it('has an exact RTP (pruned enumeration) equal to a plain brute force of reduced strips', () => {
    const strips = [
      strip('R E P M T N N'),
      strip('E R M N T T'),
      strip('P M R N E T M'),
      strip('M N T R P'),
      strip('N T E M R T'),
    ];
    const game = makeCascadeSlot(strips);
    let pays = 0;
    let spinPays = 0;
    let combinations = 0;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number) => {
      if (reel === 5) {
        pays += simulate(strips, stops);
        spinPays += game.spin(new ArrayStream(stops)).totalPay;
        combinations += 1;
        return;
      }
      for (let stop = 0; stop < (strips[reel] as string[]).length; stop += 1) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    const totals = cascadeCycleTotals(cascadeTables(strips));
    expect(totals).toMatchObject({ pays, combinations, longestChain: 10 });
    expect(spinPays).toBe(pays);
  });
});
