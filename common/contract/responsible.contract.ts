/**
 * Responsible gambling API (UKGC RTS 12 and 13). Money is integer won; times are ISO
 * 8601 UTC (the client shows them in Asia/Seoul).
 *
 * Member (logged in):
 *   GET  /api/responsible                       → ResponsibleView (limits, reality check, session limit, block)
 *   PUT  /api/responsible/limits                → ResponsibleView  (body: SetLimitBody; lowering at once, raising after 24 h)
 *   POST /api/responsible/limits/confirm        → ResponsibleView  (body: LimitKindBody; a raise whose cool-off ended)
 *   POST /api/responsible/limits/cancel         → ResponsibleView  (body: LimitKindBody; drop a pending raise)
 *   PUT  /api/responsible/reality-check         → ResponsibleView  (body: RealityCheckBody)
 *   PUT  /api/responsible/session-limit         → ResponsibleView  (body: SessionLimitBody)
 *   GET  /api/responsible/session               → RealityCheckSummary (the current session's elapsed time and net)
 *   POST /api/responsible/time-out              → ResponsibleBlockView (body: TimeOutBody; logs out everywhere)
 *   POST /api/responsible/self-exclusion        → ResponsibleBlockView (body: SelfExclusionBody; logs out everywhere)
 *   GET  /api/responsible/history?page=         → ResponsibleHistoryPage (the member's own changes, newest first)
 * Not logged in (a self-exclusion that has ended asks to come back, then waits 24 hours):
 *   POST /api/responsible/come-back             → ComeBackResponse (body: ComeBackBody: the login's id and password)
 * Operator (admin guard, writes audited):
 *   GET  /api/admin/members/:id/responsible     → AdminMemberResponsible (limits, blocks, history; exclusions read-only)
 *   POST /api/admin/members/:id/responsible/time-out → ResponsibleBlockView (body: AdminTimeOutBody)
 *   GET  /api/admin/responsible/limit-hits?days=&minHits=&page= → LimitHitPage ("members who hit limits often")
 *
 * Refusals on money paths answer 409 `{ code, message }` with a code of RESPONSIBLE_REFUSAL_CODES
 * and a Korean message naming the limit, what is left and when it resets.
 */
import { z } from 'zod';
import { idSchema, pageOf, pageSchema, textSchema, wonSchema } from './common.contract';

// ---- limits ----

/** The seven limits: deposit and loss over rolling 24 h / 7 d / 30 d windows, and stake per bet. */
export const RESPONSIBLE_LIMIT_KINDS = [
  'deposit24h',
  'deposit7d',
  'deposit30d',
  'loss24h',
  'loss7d',
  'loss30d',
  'stakePerBet',
] as const;
export const responsibleLimitKindSchema = z.enum(RESPONSIBLE_LIMIT_KINDS);
export type ResponsibleLimitKind = z.infer<typeof responsibleLimitKindSchema>;

/** The rolling window of each windowed limit, in hours (stakePerBet has none). */
export const RESPONSIBLE_LIMIT_WINDOW_HOURS: Readonly<Record<ResponsibleLimitKind, number | null>> =
  {
    deposit24h: 24,
    deposit7d: 24 * 7,
    deposit30d: 24 * 30,
    loss24h: 24,
    loss7d: 24 * 7,
    loss30d: 24 * 30,
    stakePerBet: null,
  };

/** RTS 12: a raise or a removal waits this long, then the member confirms it. */
export const RESPONSIBLE_COOL_OFF_HOURS = 24;

/** The largest limit a member may type (10 billion won): beyond it a limit means nothing. */
export const RESPONSIBLE_LIMIT_MAX_WON = 10_000_000_000;
const limitAmountSchema = z.number().int().min(1).max(RESPONSIBLE_LIMIT_MAX_WON);

/** A raise or removal waiting for its cool-off, then for the member's second confirmation. */
export const responsiblePendingChangeSchema = z.object({
  /** The new amount; null = the limit is to be removed. */
  amountWon: wonSchema.nullable(),
  requestedAt: z.string(),
  /** When the cool-off ends (requestedAt + 24 h). */
  effectiveAt: z.string(),
  /** True once effectiveAt has passed: the member must confirm before it applies. */
  awaitingConfirmation: z.boolean(),
});
export type ResponsiblePendingChange = z.infer<typeof responsiblePendingChangeSchema>;

export const responsibleLimitViewSchema = z.object({
  kind: responsibleLimitKindSchema,
  /** The limit in force; null = none. */
  amountWon: wonSchema.nullable(),
  pending: responsiblePendingChangeSchema.nullable(),
  /** Counted in the rolling window (deposits: approved + pending charges; loss: stakes − returns
   *  of settled bets and rounds, never below 0). Null for stakePerBet. */
  usedWon: wonSchema.nullable(),
  /** amountWon − usedWon (never below 0); null when there is no limit or for stakePerBet. */
  leftWon: wonSchema.nullable(),
  /** When the oldest counted item leaves the window (more becomes available); null when nothing is counted. */
  resetsAt: z.string().nullable(),
});
export type ResponsibleLimitView = z.infer<typeof responsibleLimitViewSchema>;

/** PUT /api/responsible/limits. amountWon null removes the limit (after the cool-off). */
export const responsibleSetLimitBodySchema = z.object({
  kind: responsibleLimitKindSchema,
  amountWon: limitAmountSchema.nullable(),
});
export type ResponsibleSetLimitBody = z.infer<typeof responsibleSetLimitBodySchema>;

/** POST /api/responsible/limits/confirm and /cancel. */
export const responsibleLimitKindBodySchema = z.object({ kind: responsibleLimitKindSchema });
export type ResponsibleLimitKindBody = z.infer<typeof responsibleLimitKindBodySchema>;

// ---- reality check and session time limit ----

/** RTS 13: minutes between reality checks; 0 = off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
export const realityCheckIntervalSchema = z.union([
  z.literal(0),
  z.literal(15),
  z.literal(30),
  z.literal(60),
]);
export const responsibleRealityCheckBodySchema = z.object({
  intervalMin: realityCheckIntervalSchema,
});
export type ResponsibleRealityCheckBody = z.infer<typeof responsibleRealityCheckBodySchema>;

/** Session time limit bounds (minutes): after this long the server ends the session. */
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;
export const responsibleSessionLimitBodySchema = z.object({
  /** null = no session time limit. */
  minutes: z
    .number()
    .int()
    .min(SESSION_LIMIT_MIN_MINUTES)
    .max(SESSION_LIMIT_MAX_MINUTES)
    .nullable(),
});
export type ResponsibleSessionLimitBody = z.infer<typeof responsibleSessionLimitBodySchema>;

/** GET /api/responsible/session: the reality check's figures for the current session. */
export const realityCheckSummarySchema = z.object({
  sessionStartedAt: z.string(),
  /** Server time of the answer, so the client's clock skew does not matter. */
  now: z.string(),
  elapsedSec: z.number().int().min(0),
  /** Stakes placed in this session (sports, minigame, casino, slot). */
  stakesWon: wonSchema,
  /** Returns paid in this session (wins, voids, cash-outs, rollbacks). */
  returnsWon: wonSchema,
  /** returnsWon − stakesWon (negative = the member is down). */
  netWon: wonSchema,
  intervalMin: realityCheckIntervalSchema,
  /** When the session time limit ends the session; null without one. */
  sessionEndsAt: z.string().nullable(),
});
export type RealityCheckSummary = z.infer<typeof realityCheckSummarySchema>;

// ---- time-out and self-exclusion ----

export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const timeOutPeriodSchema = z.enum(TIME_OUT_PERIODS);
export type TimeOutPeriod = z.infer<typeof timeOutPeriodSchema>;

export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const selfExclusionPeriodSchema = z.enum(SELF_EXCLUSION_PERIODS);
export type SelfExclusionPeriod = z.infer<typeof selfExclusionPeriodSchema>;

export const RESPONSIBLE_BLOCK_KINDS = ['timeOut', 'selfExclusion'] as const;
export const responsibleBlockKindSchema = z.enum(RESPONSIBLE_BLOCK_KINDS);
export type ResponsibleBlockKind = z.infer<typeof responsibleBlockKindSchema>;

/** Who made a change: the member, an operator, or the system (a cool-off ending, an expiry). */
export const RESPONSIBLE_SOURCES = ['member', 'operator', 'system'] as const;
export const responsibleSourceSchema = z.enum(RESPONSIBLE_SOURCES);
export type ResponsibleSource = z.infer<typeof responsibleSourceSchema>;

/** After a self-exclusion ends: asked to come back, then this many hours before login works. */
export const COME_BACK_WAIT_HOURS = 24;

export const responsibleBlockViewSchema = z.object({
  id: z.number().int(),
  kind: responsibleBlockKindSchema,
  period: z.union([timeOutPeriodSchema, selfExclusionPeriodSchema]),
  startedAt: z.string(),
  endsAt: z.string(),
  source: responsibleSourceSchema,
  /** Self-exclusion only: when the member asked to come back (null until then). */
  comeBackRequestedAt: z.string().nullable(),
  /** Self-exclusion only: when login works again (comeBackRequestedAt + 24 h). */
  comeBackAt: z.string().nullable(),
  /** True while it refuses login and play (a self-exclusion stays so until comeBackAt). */
  active: z.boolean(),
});
export type ResponsibleBlockView = z.infer<typeof responsibleBlockViewSchema>;

/** POST /api/responsible/time-out. */
export const responsibleTimeOutBodySchema = z.object({ period: timeOutPeriodSchema });
export type ResponsibleTimeOutBody = z.infer<typeof responsibleTimeOutBodySchema>;

/** POST /api/responsible/self-exclusion. */
export const responsibleSelfExclusionBodySchema = z.object({ period: selfExclusionPeriodSchema });
export type ResponsibleSelfExclusionBody = z.infer<typeof responsibleSelfExclusionBodySchema>;

/** POST /api/responsible/come-back (not logged in: the login's id and password). */
export const responsibleComeBackBodySchema = z.object({
  userId: textSchema({ min: 1, max: 32 }),
  password: textSchema({ min: 1, max: 100, trim: false }),
});
export type ResponsibleComeBackBody = z.infer<typeof responsibleComeBackBodySchema>;
export const responsibleComeBackResponseSchema = z.object({ comeBackAt: z.string() });
export type ResponsibleComeBackResponse = z.infer<typeof responsibleComeBackResponseSchema>;

// ---- the member's view ----

export const responsibleViewSchema = z.object({
  limits: z.array(responsibleLimitViewSchema),
  realityCheckMin: realityCheckIntervalSchema,
  sessionLimitMin: z.number().int().nullable(),
  /** The time-out or self-exclusion in force (null when none). */
  block: responsibleBlockViewSchema.nullable(),
});
export type ResponsibleView = z.infer<typeof responsibleViewSchema>;

// ---- history ----

export const RESPONSIBLE_HISTORY_ACTIONS = [
  /** A limit set or lowered: in force at once. */
  'limitLowered',
  /** A raise or removal asked for: waits for the cool-off. */
  'limitRaiseRequested',
  /** The member confirmed a raise or removal after its cool-off: in force. */
  'limitRaiseConfirmed',
  'limitRaiseCancelled',
  'realityCheckSet',
  'sessionLimitSet',
  'timeOut',
  'selfExclusion',
  'comeBackRequested',
] as const;
export const responsibleHistoryActionSchema = z.enum(RESPONSIBLE_HISTORY_ACTIONS);
export type ResponsibleHistoryAction = z.infer<typeof responsibleHistoryActionSchema>;

export const responsibleHistoryRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: responsibleHistoryActionSchema,
  source: responsibleSourceSchema,
  /** Limit actions: which limit; null otherwise. */
  limitKind: responsibleLimitKindSchema.nullable(),
  /** Before and after: won for limits, minutes for reality check / session limit; null = none/off. */
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  /** Time-outs, exclusions and raises: until when / effective when; null otherwise. */
  until: z.string().nullable(),
  /** The operator's written reason on an imposed time-out; '' otherwise. */
  note: z.string(),
});
export type ResponsibleHistoryRow = z.infer<typeof responsibleHistoryRowSchema>;
export const responsibleHistoryQuerySchema = z.object({ page: pageSchema });
export const responsibleHistoryPageSchema = pageOf(responsibleHistoryRowSchema);
export type ResponsibleHistoryPage = z.infer<typeof responsibleHistoryPageSchema>;

// ---- refusals ----

/** The codes of 409 refusals (money paths, member actions) and login refusals. */
export const RESPONSIBLE_REFUSAL_CODES = {
  /** A charge request over a deposit limit (message: which window, left, resets at). */
  depositLimit: 'RG_DEPOSIT_LIMIT',
  /** A stake that could take the loss over a loss limit. */
  lossLimit: 'RG_LOSS_LIMIT',
  /** A stake above the per-bet limit. */
  stakeLimit: 'RG_STAKE_LIMIT',
  /** Play or deposit while a time-out or self-exclusion is in force. */
  blocked: 'RG_BLOCKED',
  /** Login during a time-out (message: until when). */
  loginTimedOut: 'RG_LOGIN_TIMED_OUT',
  /** Login during a self-exclusion (message: until when). */
  loginSelfExcluded: 'RG_LOGIN_SELF_EXCLUDED',
  /** Login after a self-exclusion ended but before asking to come back. */
  comeBackRequired: 'RG_COME_BACK_REQUIRED',
  /** Login inside the 24 hours after asking to come back (message: from when). */
  comeBackWaiting: 'RG_COME_BACK_WAITING',
  /** A second time-out/exclusion that would end sooner than the one in force (cannot shorten). */
  cannotShorten: 'RG_CANNOT_SHORTEN',
  /** Confirm with no raise pending, or before its cool-off ended. */
  nothingToConfirm: 'RG_NOTHING_TO_CONFIRM',
  /** The session reached the member's session time limit. */
  sessionLimit: 'RG_SESSION_LIMIT',
} as const;
export type ResponsibleRefusalCode =
  (typeof RESPONSIBLE_REFUSAL_CODES)[keyof typeof RESPONSIBLE_REFUSAL_CODES];

// ---- operator ----

export const adminMemberResponsibleSchema = z.object({
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  limits: z.array(responsibleLimitViewSchema),
  realityCheckMin: realityCheckIntervalSchema,
  sessionLimitMin: z.number().int().nullable(),
  /** Every time-out and self-exclusion, newest first (read-only: none can be lifted). */
  blocks: z.array(responsibleBlockViewSchema),
  /** The newest 100 changes. */
  history: z.array(responsibleHistoryRowSchema),
  /** Refusals by a limit in the last 30 days. */
  limitHits30d: z.number().int(),
});
export type AdminMemberResponsible = z.infer<typeof adminMemberResponsibleSchema>;

/** POST /api/admin/members/:id/responsible/time-out (audited; never shortens one in force). */
export const adminResponsibleTimeOutBodySchema = z.object({
  period: timeOutPeriodSchema,
  reason: textSchema({ min: 1, max: 200, multiline: true }),
});
export type AdminResponsibleTimeOutBody = z.infer<typeof adminResponsibleTimeOutBodySchema>;
export const adminResponsibleParamsSchema = z.object({ id: idSchema });

/** GET /api/admin/responsible/limit-hits: members refused by a limit at least minHits times. */
export const adminLimitHitsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  minHits: z.coerce.number().int().min(1).max(10_000).default(3),
  page: pageSchema,
});
export type AdminLimitHitsQuery = z.input<typeof adminLimitHitsQuerySchema>;
export const limitHitRowSchema = z.object({
  memberId: z.number().int(),
  userId: z.string(),
  nickname: z.string(),
  hits: z.number().int(),
  depositHits: z.number().int(),
  lossHits: z.number().int(),
  stakeHits: z.number().int(),
  lastHitAt: z.string(),
});
export type LimitHitRow = z.infer<typeof limitHitRowSchema>;
export const limitHitPageSchema = pageOf(limitHitRowSchema);
export type LimitHitPage = z.infer<typeof limitHitPageSchema>;
