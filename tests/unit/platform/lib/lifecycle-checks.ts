/**
 * Checks every lifecycle table's test runs (docs/money-lifecycles.md): the table is total over
 * the listed states and events, and a walk over every sequence of events from a start state, for
 * the money-holding invariants each table's test states.
 */
import { expect } from 'vitest';
import type { LifecycleTable, Transition } from '../../../../server/platform/lib/lifecycle-table';

export function expectTotal<S extends string, E extends string, M extends string, C extends string>(
  table: LifecycleTable<S, E, M, C>,
  states: readonly S[],
  events: readonly E[],
): void {
  expect(Object.keys(table).sort()).toEqual([...states].sort());
  for (const state of states) {
    expect(Object.keys(table[state]).sort(), state).toEqual([...events].sort());
    for (const event of events) {
      const cell = table[state][event];
      expect(['move', 'answer', 'refuse'], `${state} × ${event}`).toContain(cell.kind);
      if (cell.kind === 'move') expect(states, `${state} × ${event}`).toContain(cell.to);
    }
  }
}

/**
 * Calls `visit` with every sequence of up to `depth` events from `start`, the state it reaches and
 * the cell of its last event; `fold` carries a value (the money so far) along each path.
 */
export function walkPaths<
  S extends string,
  E extends string,
  M extends string,
  C extends string,
  V,
>(
  table: LifecycleTable<S, E, M, C>,
  events: readonly E[],
  start: { state: S; value: V },
  depth: number,
  fold: (value: V, from: S, cell: Transition<S, M, C>, path: readonly E[]) => V,
): number {
  let paths = 0;
  const walk = (state: S, value: V, path: E[]) => {
    if (path.length === depth) return;
    for (const event of events) {
      const cell = table[state][event];
      const next = [...path, event];
      const folded = fold(value, state, cell, next);
      paths += 1;
      walk(cell.kind === 'move' ? cell.to : state, folded, next);
    }
  };
  walk(start.state, start.value, []);
  return paths;
}
