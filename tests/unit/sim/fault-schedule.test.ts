/**
 * Replays: one
 * seed draws the same operations and the same faults at the same steps; another seed differs.
 */
import { describe, expect, it } from 'vitest';
import { planFault } from '../../../sim/faults/faults';
import { planOperation } from '../../../sim/faults/operations';
import { Rng } from '../../../sim/faults/rng';

function schedule(seed: string, steps: number) {
  const rng = new Rng(seed);
  const ops = rng.fork('operations');
  const faults = rng.fork('faults');
  return Array.from({ length: steps }, (_, step) => ({
    fault: planFault(step, faults, 20),
    op: planOperation(step, ops, 3, ops.chance(0.05)),
  }));
}

describe('fault simulation schedule', () => {
  it('replays exactly from its seed', () => {
    expect(schedule('42', 500)).toEqual(schedule('42', 500));
  });

  it('differs between seeds and holds faults and several kinds of operations', () => {
    const a = schedule('42', 500);
    expect(a).not.toEqual(schedule('43', 500));
    expect(a.filter((s) => s.fault !== null).length).toBeGreaterThan(5);
    expect(new Set(a.map((s) => s.op.kind)).size).toBeGreaterThan(8);
    for (const { op } of a) {
      expect(op.delivery.nodes.every((n) => n >= 0 && n < 3)).toBe(true);
    }
  });
});
