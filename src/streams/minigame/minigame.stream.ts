import {
  from,
  merge,
  Observable,
  of,
  Subject,
  switchMap,
  catchError,
  EMPTY,
  type OperatorFunction,
  type Subscription,
} from 'rxjs';
import { z } from 'zod';
import {
  fetchMinigameEvents,
  fetchMyMinigameBets,
  type MinigameBet,
  type RoundView,
} from '../../api/minigame.api';
import {
  minigameBetViewSchema as minigameBetSchema,
  minigameRoundViewSchema as roundViewSchema,
} from '../../../common/contract/minigame.contract';
import { batchToFrame, type FrameScheduler } from '../sse/batch-to-frame';
import { recordAnsweredBalance } from '../member/bet-answers';
import { clearMyBets, writeMyBets, writeRoundEvents, writeRoundsSnapshot } from './minigame-writes';
import type { SseMessage } from '../sse/sse-parser';

const roundEventSchema = z.object({ type: z.literal('minigameRound'), round: roundViewSchema });
const betEventSchema = z.object({ type: z.literal('minigameBet'), bet: minigameBetSchema });

function parseData(message: SseMessage): unknown {
  try {
    return JSON.parse(message.data);
  } catch {
    return undefined;
  }
}

function isType(data: unknown, type: string): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}

/**
 * Takes one event type out of an SSE message stream: its messages are validated, batched per
 * frame and written by `write`; every other message passes through to the stream's own parser.
 */
function divert<T>(
  type: string,
  parse: (data: unknown) => T | undefined,
  write: (values: T[]) => void,
  requestFrame?: FrameScheduler,
): OperatorFunction<SseMessage, SseMessage> {
  return (source) =>
    new Observable<SseMessage>((subscriber) => {
      const diverted = new Subject<T>();
      const writes = diverted.pipe(batchToFrame(requestFrame)).subscribe(write);
      const main = source.subscribe({
        next: (message) => {
          const data = parseData(message);
          if (!isType(data, type)) return subscriber.next(message);
          const value = parse(data);
          if (value !== undefined) diverted.next(value);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => {
        main.unsubscribe();
        diverted.complete();
        writes.unsubscribe();
      };
    });
}

/** General stream: `{ type: 'minigameRound', round }` → the rounds store. */
export const divertMinigameRounds = (requestFrame?: FrameScheduler) =>
  divert<RoundView>(
    'minigameRound',
    (data) => roundEventSchema.safeParse(data).data?.round,
    writeRoundEvents,
    requestFrame,
  );

/** Bets stream: `{ type: 'minigameBet', bet }` → the member's bets store. */
export const divertMinigameBets = (requestFrame?: FrameScheduler) =>
  divert<MinigameBet>(
    'minigameBet',
    (data) => betEventSchema.safeParse(data).data?.bet,
    writeMyBets,
    requestFrame,
  );

const reset$ = new Subject<void>();

/** The general stream missed events (replay window passed): every open game refetches. */
export function notifyMinigameReset(): void {
  reset$.next();
}

/**
 * While a game page is open: the `/minigame/events` snapshot now and after every stream reset
 * (the live rounds arrive through the general stream meanwhile).
 */
export function watchMinigameGame(
  gameId: number,
  onError?: (error: unknown) => void,
): Subscription {
  return merge(of(undefined), reset$)
    .pipe(
      switchMap(() =>
        from(fetchMinigameEvents(gameId)).pipe(
          catchError((error: unknown) => {
            onError?.(error);
            return EMPTY;
          }),
        ),
      ),
    )
    .subscribe((snapshot) => writeRoundsSnapshot(gameId, snapshot));
}

/** The member's bets of one game (first page), written to the bets store. */
export async function loadMyMinigameBets(gameId: number): Promise<void> {
  const page = await fetchMyMinigameBets(gameId, 1);
  writeMyBets(page.items);
}

/** A placed bet goes into the store at once (the bets stream confirms it later). */
export function recordPlacedBet(bet: MinigameBet, emoney: number): void {
  writeMyBets([bet]);
  recordAnsweredBalance(emoney);
}

/** A member left: their minigame bets go (streams/member/member-reset.ts). */
export const resetMinigameBets = (): void => clearMyBets();
