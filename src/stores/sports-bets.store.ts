import { createStore } from 'zustand/vanilla';
import type { SportsBetView } from '../../common/contract/sports-bets.contract';

/**
 * The member's sports bets by id, fed by `GET /api/sports/bets` pages, the
 * slip's placements and the bets stream's `sportsBet` events. As in the book store, every write
 * advances `seq` and stamps the bets it wrote; a page fetched before a stream update (`asOf`)
 * does not overwrite it, so a settled bet never shows as open again.
 */
export interface SportsBetsState {
  readonly seq: number;
  readonly bets: Readonly<Record<string, SportsBetView>>;
  readonly stamps: Readonly<Record<string, number>>;
}

export const initialSportsBetsState: SportsBetsState = { seq: 0, bets: {}, stamps: {} };

/** Both copies come out of the same zod schema, so their keys are in the same order. */
const sameBet = (a: SportsBetView | undefined, b: SportsBetView): boolean =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

export function upsertSportsBets(
  state: SportsBetsState,
  bets: readonly SportsBetView[],
  asOf: number = state.seq,
): SportsBetsState {
  const seq = state.seq + 1;
  let next: { bets: Record<string, SportsBetView>; stamps: Record<string, number> } | null = null;
  for (const bet of bets) {
    const id = String(bet.id);
    if ((state.stamps[id] ?? -1) > asOf) continue;
    // The same bet again (the placement's answer, then the bets stream's echo) is no change.
    if (sameBet(state.bets[id], bet)) continue;
    next ??= { bets: { ...state.bets }, stamps: { ...state.stamps } };
    next.bets[id] = bet;
    next.stamps[id] = seq;
  }
  return next ? { seq, ...next } : state;
}

const newestFirst = (a: SportsBetView, b: SportsBetView) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Bets placed after `sinceIso` (the newest of the page shown), newest first. */
export function betsPlacedSince(state: SportsBetsState, sinceIso: string): SportsBetView[] {
  return Object.values(state.bets)
    .filter((bet) => bet.createdAt > sinceIso)
    .sort(newestFirst);
}

export const sportsBetsStore = createStore<SportsBetsState>()(() => initialSportsBetsState);
