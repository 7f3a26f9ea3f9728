import { z } from 'zod';
import {
  fixtureChangeSchema,
  selectionChangeSchema,
  type SelectionChange,
} from '../../../common/contract/sports.contract';
import {
  applyFixtureChange,
  applySelectionChanges,
  type SportsBookState,
} from '../../stores/sports-book.reducers';
import { sportsBook } from '../../stores/sports-book.store';
import type { FrameScheduler } from '../sse/batch-to-frame';
import { divertSportsEvents } from './sports-divert';
import { sportsFrameScheduler } from './sports-frame';

/** The general stream's prematch events (common/contract/sse.contract.ts). */
export const prematchEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prematchPrices'), changes: z.array(selectionChangeSchema) }),
  z.object({ type: z.literal('prematchFixture'), fixture: fixtureChangeSchema }),
]);
export type PrematchEvent = z.infer<typeof prematchEventSchema>;

/** A frame's prematch events, in stream order, folded into the book. */
export function foldPrematchEvents(
  state: SportsBookState,
  events: readonly PrematchEvent[],
  nowMs: number,
): SportsBookState {
  let next = state;
  // Consecutive price messages merge into one pass: a burst copies the selections map once.
  let prices: SelectionChange[] = [];
  for (const event of events) {
    if (event.type === 'prematchPrices') {
      prices.push(...event.changes);
      continue;
    }
    if (prices.length > 0) next = applySelectionChanges(next, prices, nowMs);
    prices = [];
    next = applyFixtureChange(next, event.fixture);
  }
  return prices.length > 0 ? applySelectionChanges(next, prices, nowMs) : next;
}

export function writePrematchEvents(events: readonly PrematchEvent[]): void {
  sportsBook.update((state) => foldPrematchEvents(state, events, Date.now()));
}

/**
 * General stream: prematch prices and fixture changes go to the sports book, one write per frame.
 * Every tab holds the general stream, so prematch odds move on every page.
 */
export const divertSportsPrematch = (requestFrame: FrameScheduler = sportsFrameScheduler) =>
  divertSportsEvents(
    ['prematchPrices', 'prematchFixture'],
    prematchEventSchema,
    writePrematchEvents,
    requestFrame,
  );
