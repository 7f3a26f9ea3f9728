/**
 * The operator's desk for live casino and slots (server:
 * server/casino/admin/): providers and games, members' casino and slot flags, rounds, wallet
 * transactions and calls, stuck rounds and the daily reconciliation against a provider's report.
 * Money is integer won; days are Asia/Seoul calendar days.
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  idSchema,
  int4IdSchema,
  pageOf,
  pageSchema,
  textSchema,
  wonSchema,
} from './common.contract';

/** casino_providers.status and casino_games.status: 'maintenance' answers '점검중 입니다.'. */
export const casinoSwitchSchema = z.enum(['on', 'maintenance', 'off']);
export type CasinoSwitch = z.infer<typeof casinoSwitchSchema>;
const kindSchema = z.enum(['casino', 'slot']);
/** A list's order: small first; bounded so a typing slip cannot overflow the int column. */
const sortOrderSchema = z.number().int().min(0).max(100_000);

// ---- providers and games -----------------------------------------------------------------

export const adminCasinoProviderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: casinoSwitchSchema,
  sortOrder: z.number().int(),
  gameCount: z.number().int(),
});
export type AdminCasinoProvider = z.infer<typeof adminCasinoProviderSchema>;

export const adminCasinoGameSchema = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  gameCode: z.string(),
  kind: kindSchema,
  studio: z.string(),
  name: z.string(),
  lobbies: z.array(z.string()),
  /** The published theoretical RTP in basis points (9650 = 96.50 %); null for live tables. */
  rtpBp: z.number().int().nullable(),
  status: casinoSwitchSchema,
  sortOrder: z.number().int(),
});
export type AdminCasinoGame = z.infer<typeof adminCasinoGameSchema>;

/** GET /api/admin/casino/catalog */
export const adminCasinoCatalogSchema = z.object({
  providers: z.array(adminCasinoProviderSchema),
  games: z.array(adminCasinoGameSchema),
});
export type AdminCasinoCatalog = z.infer<typeof adminCasinoCatalogSchema>;

/** PUT /api/admin/casino/providers/:id and /games/:id */
export const adminCasinoSwitchBodySchema = z.object({
  status: casinoSwitchSchema,
  sortOrder: sortOrderSchema,
});
export type AdminCasinoSwitchBody = z.infer<typeof adminCasinoSwitchBodySchema>;
export const int4IdParamsSchema = z.object({ id: int4IdSchema });

// ---- a member's casino and slot flags (spec §3) ----------------------------------------------

/** Tendency codes are short labels ('22' bars casino and slot, spec §3). */
const tendencyCodeSchema = z.string().regex(/^[0-9A-Za-z]{1,8}$/);
export const adminCasinoMemberFlagsBodySchema = z.object({
  tendency: z.array(tendencyCodeSchema).max(20),
  disableCasinoFlag: z.union([z.literal(0), z.literal(1)]),
  disableSlotFlag: z.union([z.literal(0), z.literal(1)]),
});
export type AdminCasinoMemberFlagsBody = z.infer<typeof adminCasinoMemberFlagsBodySchema>;
export const adminCasinoMemberFlagsSchema = adminCasinoMemberFlagsBodySchema.extend({
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
});
export type AdminCasinoMemberFlags = z.infer<typeof adminCasinoMemberFlagsSchema>;

// ---- searches ---------------------------------------------------------------------------

/** A member as the operator types one: user id or nickname, exactly (case-insensitive). */
const memberTextSchema = textSchema({ min: 1, max: 30 });
/** from/to are Seoul days, both inclusive. */
const dayRange = { from: calendarDateSchema.optional(), to: calendarDateSchema.optional() };

export const casinoRoundStatusSchema = z.enum(['open', 'closed', 'rolled_back']);
export const adminCasinoRoundsQuerySchema = z.object({
  member: memberTextSchema.optional(),
  providerId: int4IdSchema.optional(),
  gameId: int4IdSchema.optional(),
  status: casinoRoundStatusSchema.optional(),
  ...dayRange,
  page: pageSchema,
});
export type AdminCasinoRoundsQuery = z.input<typeof adminCasinoRoundsQuerySchema>;

export const adminCasinoRoundSchema = z.object({
  id: z.number().int(),
  providerName: z.string(),
  roundRef: z.string(),
  memberId: z.number().int(),
  memberUserId: z.string(),
  memberNickname: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  kind: kindSchema,
  stake: wonSchema,
  win: wonSchema,
  status: casinoRoundStatusSchema,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminCasinoRound = z.infer<typeof adminCasinoRoundSchema>;
export const adminCasinoRoundPageSchema = pageOf(adminCasinoRoundSchema);
export type AdminCasinoRoundPage = z.infer<typeof adminCasinoRoundPageSchema>;

/** casino_transactions keep RS_OK calls only; rolled back = a bet later undone. */
export const casinoTransactionKindSchema = z.enum(['bet', 'win', 'rollback']);
export const adminCasinoTransactionsQuerySchema = z.object({
  member: memberTextSchema.optional(),
  providerId: int4IdSchema.optional(),
  transactionUuid: textSchema({ min: 1, max: 100 }).optional(),
  kind: casinoTransactionKindSchema.optional(),
  ...dayRange,
  page: pageSchema,
});
export type AdminCasinoTransactionsQuery = z.input<typeof adminCasinoTransactionsQuerySchema>;

export const adminCasinoTransactionSchema = z.object({
  id: z.number().int(),
  providerName: z.string(),
  transactionUuid: z.string(),
  referenceTransactionUuid: z.string().nullable(),
  kind: casinoTransactionKindSchema,
  memberId: z.number().int(),
  memberUserId: z.string(),
  roundRef: z.string().nullable(),
  amount: wonSchema,
  status: z.string(),
  balanceAfter: wonSchema,
  tombstone: z.boolean(),
  rolledBack: z.boolean(),
  createdAt: z.string(),
});
export type AdminCasinoTransaction = z.infer<typeof adminCasinoTransactionSchema>;
export const adminCasinoTransactionPageSchema = pageOf(adminCasinoTransactionSchema);
export type AdminCasinoTransactionPage = z.infer<typeof adminCasinoTransactionPageSchema>;

/** Every wallet call as it came and as it was answered, bad signatures included. */
export const adminCasinoCallsQuerySchema = z.object({
  member: memberTextSchema.optional(),
  providerId: int4IdSchema.optional(),
  transactionUuid: textSchema({ min: 1, max: 100 }).optional(),
  /** A wallet status (RS_OK, RS_ERROR_…). */
  status: z
    .string()
    .regex(/^RS_[A-Z_]{1,60}$/)
    .optional(),
  ...dayRange,
  page: pageSchema,
});
export type AdminCasinoCallsQuery = z.input<typeof adminCasinoCallsQuerySchema>;

export const adminCasinoCallSchema = z.object({
  id: z.number().int(),
  providerName: z.string().nullable(),
  endpoint: z.string(),
  requestUuid: z.string(),
  transactionUuid: z.string(),
  signatureOk: z.boolean(),
  status: z.string(),
  requestBody: z.string(),
  responseBody: z.string(),
  durationUs: z.number().int(),
  createdAt: z.string(),
});
export type AdminCasinoCall = z.infer<typeof adminCasinoCallSchema>;
export const adminCasinoCallPageSchema = pageOf(adminCasinoCallSchema);
export type AdminCasinoCallPage = z.infer<typeof adminCasinoCallPageSchema>;

// ---- stuck rounds ------------------------------------------------------------------------

/** Rounds still open this many minutes after they opened. */
export const STUCK_ROUND_DEFAULT_MINUTES = 30;
export const adminCasinoStuckQuerySchema = z.object({
  olderThanMinutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(STUCK_ROUND_DEFAULT_MINUTES),
  page: pageSchema,
});
export const roundIdParamsSchema = z.object({ id: idSchema });
const reasonSchema = textSchema({ min: 1, max: 200, multiline: true });
export const adminCasinoRollbackBodySchema = z.object({ reason: reasonSchema });
export const adminCasinoSettleBodySchema = z.object({
  /** Won paid to the member to close the round; 0 closes it as lost. */
  winWon: z.number().int().min(0).max(1_000_000_000),
  reason: reasonSchema,
});
export type AdminCasinoSettleBody = z.infer<typeof adminCasinoSettleBodySchema>;
/** The round after the action, and the won that moved to the member. */
export const adminCasinoRoundActionSchema = z.object({
  round: adminCasinoRoundSchema,
  movedWon: wonSchema,
});

// ---- reconciliation ---------------------------------------------------------------------

export const adminCasinoReconcileQuerySchema = z.object({
  providerId: int4IdSchema,
  date: calendarDateSchema,
});

/**
 * One transaction id on both sides: matched; missing on our side (the provider counts money we
 * never moved); missing on theirs; amount (or kind) differs; tombstone: a bet that never reached
 * us and its rollback, which we answered OK without moving money (docs/casino-wallet.md);
 * pending: a win or rollback the provider is still retrying (its outcome is not final yet).
 */
export const reconcileLineStatusSchema = z.enum([
  'matched',
  'missing_ours',
  'missing_theirs',
  'amount_differs',
  'tombstone',
  'pending',
]);
export type ReconcileLineStatus = z.infer<typeof reconcileLineStatusSchema>;
export const reconcileLineSchema = z.object({
  transactionUuid: z.string(),
  kind: casinoTransactionKindSchema,
  roundRef: z.string().nullable(),
  /** Won that moved by the provider's account and by our ledger; null when that side has none. */
  theirAmount: wonSchema.nullable(),
  ourAmount: wonSchema.nullable(),
  status: reconcileLineStatusSchema,
});
export type ReconcileLine = z.infer<typeof reconcileLineSchema>;

export const reconcileTotalsSchema = z.object({
  bets: wonSchema,
  wins: wonSchema,
  rollbacks: wonSchema,
  /** What members lost to the house: bets − wins − rollbacks. */
  net: wonSchema,
});
export type ReconcileTotals = z.infer<typeof reconcileTotalsSchema>;

export const adminCasinoReconcileSchema = z.object({
  providerId: z.number().int(),
  providerName: z.string(),
  date: z.string(),
  /** The provider's report, our wallet transactions, and our ledger's casino movements. */
  theirs: reconcileTotalsSchema,
  ours: reconcileTotalsSchema,
  ledger: reconcileTotalsSchema,
  /** Operator actions on stuck rounds that day (no provider transaction behind them). */
  operator: z.object({ rollbacks: wonSchema, wins: wonSchema }),
  /** The provider's net equals our ledger's net from wallet calls, to the won. */
  netMatches: z.boolean(),
  lines: z.array(reconcileLineSchema),
});
export type AdminCasinoReconcile = z.infer<typeof adminCasinoReconcileSchema>;
