import { z } from 'zod';
import {
  sportsBetViewSchema,
  type SportsBetView,
} from '../../../common/contract/sports-bets.contract';
import {
  initialSportsBetsState,
  sportsBetsStore,
  upsertSportsBets,
} from '../../stores/sports-bets.store';
import type { FrameScheduler } from '../sse/batch-to-frame';
import { divertSportsEvents } from './sports-divert';
import { sportsFrameScheduler } from './sports-frame';

const sportsBetEventSchema = z.object({ type: z.literal('sportsBet'), bet: sportsBetViewSchema });

/** The only writers of the sports bets store. */
export function writeSportsBets(bets: readonly SportsBetView[], asOf?: number): void {
  const state = sportsBetsStore.getState();
  const next = upsertSportsBets(state, bets, asOf);
  if (next !== state) sportsBetsStore.setState(next, true);
}

/** Read before requesting a page of bets; pass it back as `asOf` with the answer. */
export const sportsBetsSeq = (): number => sportsBetsStore.getState().seq;

/** Logout (member-reset and the token watch): another member must not see these bets. */
export function clearSportsBets(): void {
  sportsBetsStore.setState(initialSportsBetsState, true);
}

/** Bets stream: `{ type: 'sportsBet', bet }` → the member's sports bets store, once per frame. */
export const divertSportsBets = (requestFrame: FrameScheduler = sportsFrameScheduler) =>
  divertSportsEvents(
    ['sportsBet'],
    sportsBetEventSchema,
    (events) => writeSportsBets(events.map((event) => event.bet)),
    requestFrame,
  );
