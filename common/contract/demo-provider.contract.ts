/**
 * The built-in demo provider's own API (docs/architecture.md §10), under /provider/demo: what
 * its game pages call and what the site reads (round detail for the fairness check, the daily
 * report for reconciliation). The provider is another company: its pages never call /api, and it
 * reaches our wallet only through the signed calls of docs/casino-wallet.md.
 *
 * Money is integer won. A provider session is opened from our launch token (the provider checks
 * it with a signed `user/info` call) and sent back as `x-provider-session` on every call.
 */
import { z } from 'zod';
import { BACCARAT_BET_KINDS } from '../domain/casino/tables/baccarat';
import { ROULETTE_BET_KINDS } from '../domain/casino/tables/roulette';

export const DEMO_PROVIDER_BASE = '/provider/demo';
export const DEMO_PROVIDER_API = `${DEMO_PROVIDER_BASE}/api`;
export const PROVIDER_SESSION_HEADER = 'x-provider-session';
export const PROVIDER_REPORT_KEY_HEADER = 'x-report-key';

/** Stakes the demo tables and slots accept, in won (per bet spot / per spin). */
export const DEMO_MIN_STAKE = 1_000;
export const DEMO_MAX_STAKE = 1_000_000;
/** Seconds a table takes bets before it deals (the page shows the countdown). */
export const TABLE_BETTING_SECONDS = 15;
/** Seconds of the deal's animation (cards, wheel) before the payouts (phase dealing). */
export const TABLE_DEALING_SECONDS = 8;
/** Seconds the results stay on the table before the next betting window (phase settled). */
export const TABLE_SETTLED_SECONDS = 4;

const stakeSchema = z.number().int().min(DEMO_MIN_STAKE).max(DEMO_MAX_STAKE);
/** Printable, 1..64 characters: a member's own client seed. */
export const clientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/);
export const gameCodeSchema = z.string().regex(/^[a-z0-9-]{1,64}$/);
/** `<gameCode>-r<roundNo>` (table round) or `<gameCode>-s<spinId>` (slot spin). */
export const roundRefSchema = z.string().regex(/^[a-z0-9-]{1,64}-[rs]\d{1,15}$/);

/** Errors are `{ code, message }` with a Korean message, like the site's. */
export const providerErrorSchema = z.object({ code: z.string(), message: z.string() });

/** The commitments of one provably fair outcome (FairnessInputs of common/domain/casino/types.ts). */
export const fairnessViewSchema = z.object({
  commitHex: z.string(),
  /** Revealed once the outcome is drawn; null before. */
  serverSeedHex: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});
export type FairnessView = z.infer<typeof fairnessViewSchema>;

// ---- session -------------------------------------------------------------------------------

export const openSessionBodySchema = z.object({
  /** The one-time launch code from launch_url (docs/casino-wallet.md "Launch"). */
  code: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  gameCode: gameCodeSchema,
});
export const providerSessionSchema = z.object({
  sessionToken: z.string(),
  game: z.object({
    code: gameCodeSchema,
    kind: z.enum(['casino', 'slot']),
    name: z.string(),
    /** 'baccarat' | 'roulette' | the slot code: the draw of common/domain/casino/outcomes.ts. */
    drawCode: z.string(),
  }),
  player: z.object({ nickname: z.string(), balance: z.number().int(), currency: z.literal('KRW') }),
  /** Slots: the commit of the next spin and the member's client seed and next nonce. */
  slot: fairnessViewSchema.nullable(),
});
export type ProviderSession = z.infer<typeof providerSessionSchema>;

// ---- slots ---------------------------------------------------------------------------------

export const spinBodySchema = z.object({ stake: stakeSchema });
export const clientSeedBodySchema = z.object({ clientSeed: clientSeedSchema });
export const spinResultSchema = z.object({
  roundRef: roundRefSchema,
  stake: z.number().int(),
  win: z.number().int(),
  /** SlotSpinOutcome (steps, totalPay, freeSpinsPlayed). */
  outcome: z.unknown(),
  /** This spin's inputs, seed revealed. */
  fairness: fairnessViewSchema,
  /** The next spin's commit (and the same client seed, nonce + 1). */
  next: fairnessViewSchema,
  balance: z.number().int(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

// ---- shared tables -------------------------------------------------------------------------

export const baccaratBetSchema = z.object({ kind: z.enum(BACCARAT_BET_KINDS), stake: stakeSchema });
export const rouletteBetSchema = z.object({
  kind: z.enum(ROULETTE_BET_KINDS),
  numbers: z.array(z.number().int().min(0).max(36)).max(6),
  stake: stakeSchema,
});
export const tableBetsBodySchema = z.object({
  roundNo: z.number().int().min(1),
  bets: z
    .array(z.union([baccaratBetSchema, rouletteBetSchema]))
    .min(1)
    .max(20),
});
export const TABLE_PHASES = ['betting', 'dealing', 'settled'] as const;
/**
 * A seat of a table round: a session that bet on it, numbered in the order of its first accepted
 * bet, with the client seed fixed when that bet was placed (docs/fairness.md "Shared tables").
 * The player is a masked nickname, so a member finds their own seat without seeing anyone's name.
 */
export const tableSeatSchema = z.object({
  seat: z.number().int().min(1),
  player: z.string(),
  clientSeed: z.string(),
});
export type TableSeat = z.infer<typeof tableSeatSchema>;
export const tableRoundViewSchema = z.object({
  gameCode: gameCodeSchema,
  roundNo: z.number().int(),
  roundRef: roundRefSchema,
  phase: z.enum(TABLE_PHASES),
  /** ISO time betting closes (phase betting). */
  closesAt: z.string(),
  fairness: fairnessViewSchema,
  /**
   * Every seat so far (while betting) or as frozen at the deal; the round's client seed is
   * tableClientSeed of their seeds. Empty for a round nobody bet on and for rounds dealt before
   * seats were published.
   */
  seats: z.array(tableSeatSchema),
  /** BaccaratOutcome | RouletteOutcome once dealt; null while betting. */
  outcome: z.unknown().nullable(),
});
export type TableRoundView = z.infer<typeof tableRoundViewSchema>;
/** GET …/tables/:gameCode: the round now and the last results (road). */
export const tableStateSchema = z.object({
  round: tableRoundViewSchema,
  /** Oldest first, up to 60: 'player' | 'banker' | 'tie' (baccarat) or the pocket (roulette). */
  history: z.array(z.union([z.string(), z.number().int()])),
  /** This session's bets on the current round. */
  myBets: z.array(z.union([baccaratBetSchema, rouletteBetSchema])),
  /** This session's seat on the current round, once it has bet. */
  mySeat: tableSeatSchema.nullable(),
});
export type TableState = z.infer<typeof tableStateSchema>;
/** POST …/tables/:gameCode/bets answers the balance after the stake and this session's bets. */
export const placedBetsSchema = z.object({
  balance: z.number().int(),
  myBets: z.array(z.union([baccaratBetSchema, rouletteBetSchema])),
  /** The seat these bets sit on, with the client seed fixed for the round. */
  seat: tableSeatSchema,
});
export type PlacedBets = z.infer<typeof placedBetsSchema>;
/**
 * PUT …/tables/:gameCode/client-seed: the session's seed for its next seat. It applies from
 * `fromRoundNo`: the round now if the session has not bet on it yet and betting is open, the
 * next round otherwise (a seat's seed never changes once placed).
 */
export const tableClientSeedAnswerSchema = z.object({
  clientSeed: z.string(),
  fromRoundNo: z.number().int().min(1),
});
export type TableClientSeedAnswer = z.infer<typeof tableClientSeedAnswerSchema>;
/**
 * Events of GET …/tables/:gameCode/stream (SSE; the session token as `?session=`, since an
 * EventSource sends no header): `round` (TableRoundView, on every phase change) and `result`
 * (this session's settlement of a round: `{ roundRef, stake, win, balance }`).
 */
export const tableResultEventSchema = z.object({
  roundRef: roundRefSchema,
  stake: z.number().int(),
  win: z.number().int(),
  balance: z.number().int(),
});
export type TableResultEvent = z.infer<typeof tableResultEventSchema>;

// ---- read by the site ----------------------------------------------------------------------

/** GET …/rounds/:roundRef: the outcome and its fairness inputs for the member's history. */
export const providerRoundDetailSchema = z.object({
  roundRef: roundRefSchema,
  gameCode: gameCodeSchema,
  drawCode: z.string(),
  outcome: z.unknown().nullable(),
  fairness: fairnessViewSchema,
  /** A table round's seats (TableRoundView.seats); empty for a slot spin. */
  seats: z.array(tableSeatSchema),
});
export type ProviderRoundDetail = z.infer<typeof providerRoundDetailSchema>;

export const reportQuerySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** GET …/report/transactions?date=YYYY-MM-DD (Asia/Seoul day), header x-report-key. */
export const providerReportSchema = z.object({
  date: z.string(),
  transactions: z.array(
    z.object({
      transactionUuid: z.string(),
      kind: z.enum(['bet', 'win', 'rollback']),
      referenceTransactionUuid: z.string().nullable(),
      roundRef: z.string(),
      user: z.string(),
      amount: z.number().int(),
      /**
       * 'ok': the wallet answered RS_OK; 'failed': refused; 'rolled_back': a bet we rolled back;
       * 'pending': a win or rollback the wallet has not answered yet (the provider retries it).
       */
      status: z.enum(['ok', 'failed', 'rolled_back', 'pending']),
      createdAt: z.string(),
    }),
  ),
});
export type ProviderReport = z.infer<typeof providerReportSchema>;
