/**
 * The site's side of live casino and slots (spec §2 /casino, /slot and their
 * index_cx / index_vinus lobbies, §7 /playfun/auth, /bet_result casino and slot tabs). The wallet
 * the providers call is docs/casino-wallet.md; the demo provider's own API is
 * demo-provider.contract.ts. Money is integer won.
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  int4IdSchema,
  int4IdValueSchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';

/** The two lines of business (casino = live tables, slot = slots), as casino_games.kind. */
export const casinoKindSchema = z.enum(['casino', 'slot']);
export type CasinoKind = z.infer<typeof casinoKindSchema>;

/** The lobby pages of spec §2: 'live' (/casino, /slot), 'cx' (…/index_cx), 'vinus' (…/index_vinus). */
export const casinoLobbySchema = z.enum(['live', 'cx', 'vinus']);
export type CasinoLobby = z.infer<typeof casinoLobbySchema>;

/** A game a member sees: 'off' games are hidden, 'maintenance' ones show 점검중 (spec §8). */
export const casinoGameStatusSchema = z.enum(['on', 'maintenance']);
export type CasinoGameStatus = z.infer<typeof casinoGameStatusSchema>;

// ---- GET /api/casino/games -----------------------------------------------------------------

/** Search text typed in a lobby: bounded, no control characters. */
export const CASINO_SEARCH_MAX = 50;

/** GET /api/casino/games?kind=casino|slot&lobby=live|cx|vinus&provider=&q= */
export const casinoGamesQuerySchema = z.object({
  kind: casinoKindSchema,
  lobby: casinoLobbySchema.default('live'),
  /** A provider id (the lobby's provider filter). */
  provider: int4IdSchema.optional(),
  /** Part of a game's name, studio or code; empty means no search. */
  q: textSchema({ max: CASINO_SEARCH_MAX }).optional(),
});
export type CasinoGamesQuery = z.input<typeof casinoGamesQuerySchema>;

export const casinoProviderViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type CasinoProviderView = z.infer<typeof casinoProviderViewSchema>;

export const casinoGameViewSchema = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  gameCode: z.string(),
  kind: casinoKindSchema,
  /** The brand shown on the card (에볼루션, …). */
  studio: z.string(),
  name: z.string(),
  /** A drawn-art key (the game pages draw SVG/CSS; nothing is downloaded). */
  thumbnail: z.string(),
  /** Published theoretical RTP in basis points (slots: computed exactly); null for tables. */
  rtpBp: z.number().int().min(0).max(10_000).nullable(),
  /** 'maintenance' when the game or its provider is in maintenance. */
  status: casinoGameStatusSchema,
});
export type CasinoGameView = z.infer<typeof casinoGameViewSchema>;

export const casinoCatalogSchema = z.object({
  /** Providers that have at least one shown game in this lobby (the provider filter's options). */
  providers: z.array(casinoProviderViewSchema),
  games: z.array(casinoGameViewSchema),
});
export type CasinoCatalog = z.infer<typeof casinoCatalogSchema>;

// ---- POST /api/playfun/auth (spec §7) --------------------------------------------------------

export const playfunAuthBodySchema = z.object({ gameId: int4IdValueSchema });
export type PlayfunAuthBody = z.infer<typeof playfunAuthBodySchema>;

/** snake_case as spec §7 names it; opened in a new window by the client. */
export const playfunAuthResponseSchema = z.object({ launch_url: z.string() });
export type PlayfunAuthResponse = z.infer<typeof playfunAuthResponseSchema>;

/** Minutes a launch keeps the member's login session alive (spec §4, §9). */
export const CASINO_SESSION_EXTENSION_MINUTES = 120;

// ---- GET /api/casino/rounds (the /bet_result casino and slot tabs) --------------------------

/** A history covers at most this many days, so one query stays cheap. */
export const CASINO_ROUNDS_MAX_DAYS = 93;
const DAY_MS = 86_400_000;

/** GET /api/casino/rounds?kind=casino|slot&page=&from=&to= : Seoul days, both ends inclusive. */
export const casinoRoundsQuerySchema = z
  .object({
    kind: casinoKindSchema,
    page: pageSchema,
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['to'] })
  .refine(
    (q) =>
      !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < CASINO_ROUNDS_MAX_DAYS * DAY_MS,
    { message: 'range too long', path: ['to'] },
  );
export type CasinoRoundsQuery = z.input<typeof casinoRoundsQuerySchema>;

export const casinoRoundStatusSchema = z.enum(['open', 'closed', 'rolled_back']);
export type CasinoRoundStatus = z.infer<typeof casinoRoundStatusSchema>;

export const casinoRoundViewSchema = z.object({
  id: z.number().int(),
  /** The provider's round reference (demo: `<gameCode>-r<n>` or `<gameCode>-s<n>`). */
  roundRef: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  /** A provider's draw label when it has one; absent otherwise. */
  drawCode: z.string().optional(),
  kind: casinoKindSchema,
  stake: wonSchema,
  win: wonSchema,
  status: casinoRoundStatusSchema,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** The provider's round detail (cards, reels, fairness): `${api_base_url}/rounds/${roundRef}`. */
  detailUrl: z.string(),
});
export type CasinoRoundView = z.infer<typeof casinoRoundViewSchema>;

export const casinoRoundPageSchema = pageOf(casinoRoundViewSchema);
export type CasinoRoundPage = z.infer<typeof casinoRoundPageSchema>;
