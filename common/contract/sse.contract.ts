import { z } from 'zod';
import { popupSchema } from './popup.contract';
import { SESSION_STATUS } from './error.contract';
import { minigameBetViewSchema, minigameRoundViewSchema } from './minigame.contract';
import {
  fixtureChangeSchema,
  selectionChangeSchema,
  sportsFixtureViewSchema,
} from './sports.contract';
import { sportsBetViewSchema } from './sports-bets.contract';
import { walletRequestViewSchema } from './wallet.contract';
import { tournamentPrizeEventSchema } from './tournament.contract';

/**
 * A session ended on the server (logout, replaced by a second login, operator force-logout,
 * block, password change or reset, idle expiry). It is the LAST message of every stream opened
 * with that session's token (`general`, `bets`, `inplay`): the server then closes the
 * connection. It carries no `id:` (it is not part of any stream's replay). `status` is what a
 * request with that token now answers, and the client runs the same outcome: 555 replaced,
 * 556 forced, 406 blocked, 401 (logout, expiry, password) a quiet logout.
 */
export const SESSION_ENDED_UNAUTHENTICATED = 401;
export const sessionEndedEventSchema = z.object({
  type: z.literal('sessionEnded'),
  status: z.union([
    z.literal(SESSION_ENDED_UNAUTHENTICATED),
    z.literal(SESSION_STATUS.replaced),
    z.literal(SESSION_STATUS.forcedLogout),
    z.literal(SESSION_STATUS.accountBlocked),
  ]),
});
export type SessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;
export type SessionEndedStatus = SessionEndedEvent['status'];

/**
 * Messages of `/api/sse/general` (docs/architecture.md §7). Every message carries a monotonic `id`
 * (the SSE `id:` field) so a reconnect with `Last-Event-ID` resumes without loss.
 */
export const generalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('maintenance'), siteNoticeFlg: z.boolean() }),
  z.object({ type: z.literal('popups'), popups: z.array(popupSchema) }),
  z.object({ type: z.literal('unread'), count: z.number().int().min(0) }),
  z.object({ type: z.literal('autoLogout'), autoLogoutMin: z.number().int() }),
  z.object({ type: z.literal('signUp'), joinStartEndFlg: z.boolean() }),
  /** The member's session was ended on the server (see `sessionEndedEventSchema`). */
  sessionEndedEventSchema,
  /** A minigame round changed state (open, closed, drawn, settled, cancelled). */
  z.object({ type: z.literal('minigameRound'), round: minigameRoundViewSchema }),
  /** An operator answered one of the member's support tickets: an open view refetches it. */
  z.object({ type: z.literal('ticketReply'), ticketId: z.number().int() }),
  /** Prematch prices moved or were suspended (batched per feed tick). */
  z.object({ type: z.literal('prematchPrices'), changes: z.array(selectionChangeSchema) }),
  /** A prematch fixture started, was postponed or cancelled: lists drop or relabel it. */
  z.object({ type: z.literal('prematchFixture'), fixture: fixtureChangeSchema }),
  /** The member won a tournament prize: paid, and in the inbox too. */
  tournamentPrizeEventSchema,
]);
export type GeneralEvent = z.infer<typeof generalEventSchema>;

/** `/api/sse/bets`: the member's balance (bets come with the sports and minigame work). */
export const betsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), emoney: z.number().int(), point: z.number().int() }),
  /** One of the member's minigame bets was placed, replaced, settled or cancelled. */
  z.object({ type: z.literal('minigameBet'), bet: minigameBetViewSchema }),
  /** One of the member's charge or exchange requests was created, decided or cancelled. */
  z.object({ type: z.literal('walletRequest'), request: walletRequestViewSchema }),
  /** One of the member's sports bets was placed, settled, cancelled, voided or cashed out. */
  z.object({ type: z.literal('sportsBet'), bet: sportsBetViewSchema }),
]);
export type BetsEvent = z.infer<typeof betsEventSchema>;

/** `/api/sse/inplay`: live fixtures, their scores, periods, prices and suspensions. */
export const inplayEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), serverTime: z.string() }),
  /** A fixture went live (or gained markets): the whole fixture with its in-play markets. */
  z.object({ type: z.literal('liveFixture'), fixture: sportsFixtureViewSchema }),
  /** Score, period, clock or status of a live fixture changed. */
  z.object({ type: z.literal('fixture'), fixture: fixtureChangeSchema }),
  /** Prices and suspensions of in-play selections (batched per feed tick). */
  z.object({ type: z.literal('prices'), changes: z.array(selectionChangeSchema) }),
  /** The fixture finished or left coverage: lists drop it. */
  z.object({ type: z.literal('fixtureRemoved'), fixtureId: z.string() }),
]);
export type InplayEvent = z.infer<typeof inplayEventSchema>;

export const SSE_STREAMS = ['general', 'bets', 'inplay'] as const;
export type SseStreamName = (typeof SSE_STREAMS)[number];
export const SSE_HEARTBEAT_MS = 15_000;

/**
 * Sent (SSE `event: reset`) on any stream when the client's Last-Event-ID lies outside the
 * server's replay window: events were lost, so the client refetches its snapshots. Its `id:`
 * is the stream's current position, from which the client resumes.
 */
export const sseResetEventSchema = z.object({ type: z.literal('reset') });
export type SseResetEvent = z.infer<typeof sseResetEventSchema>;
/** Reconnect delay the server suggests with the SSE `retry:` field. */
export const SSE_RETRY_MS = 3_000;
