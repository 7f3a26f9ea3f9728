/**
 * What other areas learn of a member's rounds inside the wallet call's own transaction: a
 * tournament score moves in the transaction that moves the round's money, so it never counts a
 * round whose money did not move, and a rolled-back round is taken back out with its money. The casino area cannot import the areas that listen (AREA_DEPENDS: tournament → casino),
 * so the composition hands their observers to the wallet (server/services.ts).
 *
 * An observer hears the ids of the rounds a batch changed in a way that can change a score: a bet
 * that closed its round, any win (it adds to the round's win and may close it), a rollback that
 * took a stake out. It reads casino_rounds itself (status, stake, win, closed_at) and must be
 * idempotent per round: the same round can be heard again by a later call. It runs once per
 * transaction with every id of it (set-based; a wallet batch holds up to 64 calls), and a throw
 * rolls the calls back with it (each then runs again alone, hearing its own round only).
 */
import type { Queryable } from '../../platform/db/db';

export type RoundsChanged = (tx: Queryable, roundIds: readonly number[], at: Date) => Promise<void>;

/** Tells every observer, in order, the distinct round ids (none: nothing is run). */
export async function tellRoundsChanged(
  observers: readonly RoundsChanged[],
  tx: Queryable,
  roundIds: readonly (number | undefined)[],
  at: Date,
): Promise<void> {
  const ids = [...new Set(roundIds.filter((id): id is number => id !== undefined))];
  if (ids.length === 0) return;
  for (const observer of observers) await observer(tx, ids, at);
}
