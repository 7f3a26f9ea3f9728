import { isHTTPError } from 'ky';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  fetchSportsLimits,
  placeSportsBet,
  saveOddsPolicy,
  sportsRefusalOf,
  type OddsPolicy,
  type SportsLimits,
} from '../api/sports.api';
import type { PlaceSportsBetBody, SportsBetView } from '../contract/sports.contract';
import { refuse, type Refusal } from '../domain/betting/refusal';
import { addPick, validateSlip } from '../domain/betting/slip-validation';
import { COMMON } from '../i18n/common.ko';
import { SLIP_TEXT } from '../i18n/sports-slip.ko';
import type { SportsBookState } from '../stores/sports-book.reducers';
import { sportsBookStore } from '../stores/sports-book.store';
import { sessionStore } from '../stores/session.store';
import { inplayEvents$ } from '../streams/inplay.stream';
import { writeSportsBets } from '../streams/sports-bets.stream';
import { writeBalance } from '../streams/session-writes';
import { errorMessage } from '../ui/api-error';
import { effects } from './effects';
import {
  applyRepricedLegs,
  syncEntries,
  type SportsSlipEntry,
  type SportsSlipFamily,
} from './sports-slip.entries';
import { maxStakeFor, slipLimitsCheck, systemSizesFor, type SlipFigures } from './sports-slip.math';

/**
 * The sports bet slip of one family (issue 3 slip; spec §3 bet slip entry, §4 slip rules, §5
 * bonus odds). The app runs one actor per family (prematch /europe, korean /korea/*, inplay
 * /inplay and /korea/live). Picks go through the family's pure rule (`addPick`); a refusal is
 * the Korean alert. The slip follows its picks in the book store (prices, suspensions), checks
 * the member's level limits, and places with an idempotency key that a retry after a network
 * failure reuses, so the server never takes the same slip twice.
 */
export type { SportsSlipEntry, SportsSlipFamily } from './sports-slip.entries';

export interface PlacedSlip {
  readonly entries: readonly SportsSlipEntry[];
  readonly stakeWon: number;
  readonly systemSize: number | null;
}

export interface SportsSlipContext {
  family: SportsSlipFamily;
  entries: readonly SportsSlipEntry[];
  stakeWon: number;
  systemSize: number | null;
  limits: SportsLimits | null;
  oddsPolicy: OddsPolicy;
  /** The member's cash, for '최대' (null while unknown). */
  balanceWon: number | null;
  /** The key of the last placement that failed on the network, with the body it was for. */
  pendingKey: { key: string; fingerprint: string } | null;
  /** Inline message: a placement refusal or failure, a policy that could not be saved. */
  error: string | null;
  receipt: SportsBetView | null;
  lastSlip: PlacedSlip | null;
  newKey: () => string;
  readBook: () => SportsBookState;
}

export type SportsSlipEvent =
  | { type: 'PICK'; entry: SportsSlipEntry }
  | { type: 'REMOVE'; id: string }
  | { type: 'CLEAR' }
  | { type: 'SET_STAKE'; stakeWon: number }
  | { type: 'ADD_STAKE'; amountWon: number }
  | { type: 'MAX_STAKE' }
  | { type: 'RESET_STAKE' }
  | { type: 'SET_SYSTEM'; size: number | null }
  | { type: 'LOAD_LIMITS' }
  | { type: 'SET_POLICY'; policy: OddsPolicy }
  | { type: 'BALANCE'; balanceWon: number | null }
  | { type: 'BOOK'; book: SportsBookState }
  | { type: 'ACCEPT_CHANGES' }
  | { type: 'PLACE' }
  | { type: 'REBET' }
  | { type: 'CLOSE_RECEIPT' }
  | { type: 'MEMBER_RESET' };

export interface SportsSlipInput {
  family: SportsSlipFamily;
  newKey?: () => string;
  readBook?: () => SportsBookState;
}

export interface PlacementResult {
  bet: SportsBetView;
  emoney: number;
}

/** Why a placement failed: on the network (retry with the same key) or refused by the server. */
export interface PlacementFailure {
  kind: 'network' | 'refused';
  message: string;
  prices?: { selectionId: string; priceHundredths: number; status: number }[];
}

export function placementFailureOf(error: unknown): PlacementFailure {
  if (!isHTTPError(error)) return { kind: 'network', message: errorMessage(error) };
  const refusal = sportsRefusalOf(error);
  return {
    kind: 'refused',
    message: refusal?.message ?? errorMessage(error),
    ...(refusal?.prices ? { prices: refusal.prices } : {}),
  };
}

const asFailure = (error: unknown): PlacementFailure =>
  error && typeof error === 'object' && 'kind' in error && 'message' in error
    ? (error as PlacementFailure)
    : placementFailureOf(error);

/** A placed bet shows at once in /bet_result and the balance (the bets stream confirms it). */
async function placeAndRecord(body: PlaceSportsBetBody): Promise<PlacementResult> {
  try {
    const result = await placeSportsBet(body);
    writeSportsBets([result.bet]);
    const point = sessionStore.getState().user?.point;
    if (point !== undefined) writeBalance(result.emoney, point);
    return result;
  } catch (error) {
    throw placementFailureOf(error);
  }
}

const randomKey = (): string => crypto.randomUUID();

export const figuresOf = (
  context: Pick<SportsSlipContext, 'entries' | 'stakeWon' | 'systemSize'>,
): SlipFigures => ({
  pricesHundredths: context.entries.map((entry) => entry.betPriceHundredths),
  stakeWon: context.stakeWon,
  systemSize: context.systemSize,
});

/** The request body, without its key: two identical bodies are the same placement. */
export function placementBody(
  context: SportsSlipContext,
): Omit<PlaceSportsBetBody, 'idempotencyKey'> {
  return {
    family: context.family,
    picks: context.entries.map((entry) => ({
      selectionId: entry.id,
      priceHundredths: entry.betPriceHundredths,
    })),
    stakeWon: context.stakeWon,
    oddsPolicy: context.oddsPolicy,
    ...(context.systemSize === null ? {} : { systemSize: context.systemSize }),
  };
}

const fingerprintOf = (context: SportsSlipContext) => JSON.stringify(placementBody(context));

/**
 * A moved price the member's policy does not accept by itself must be confirmed before placing
 * ('none': any move; 'higher': a drop; 'any': never), the way the server would judge it.
 */
export function needsAcceptance(context: Pick<SportsSlipContext, 'entries' | 'oddsPolicy'>) {
  return context.entries.some(
    (entry) =>
      entry.changed !== null &&
      context.oddsPolicy !== 'any' &&
      !(context.oddsPolicy === 'higher' && entry.changed === 'up'),
  );
}

/** Spec §5: a bonus folder counts only with at least `minFolders` regular picks. */
export function missingBonusFolders(entries: readonly SportsSlipEntry[]): number | null {
  const bonus = entries.find((entry) => entry.isBonus);
  if (!bonus?.minFolders) return null;
  const regular = entries.filter((entry) => !entry.isBonus).length;
  return regular >= bonus.minFolders ? null : bonus.minFolders;
}

/** Why the slip cannot be placed now (first reason), or null when it can. */
export function placeBlocker(context: SportsSlipContext): string | null {
  if (context.entries.length === 0) return SLIP_TEXT.empty;
  if (context.entries.some((entry) => entry.locked)) return SLIP_TEXT.lockedNotice;
  if (needsAcceptance(context)) return SLIP_TEXT.changedNotice;
  const folders = missingBonusFolders(context.entries);
  if (folders !== null) return SLIP_TEXT.bonusNeedsFolders(folders);
  const rules = validateSlip(context.family, context.entries);
  if (!rules.ok) return rules.message;
  if (!context.limits) return SLIP_TEXT.limitsFailed;
  const limits = slipLimitsCheck(context.limits, figuresOf(context));
  return limits.ok ? null : limits.message;
}

/** The family's rule, then the level's max selections. */
function pickResult(
  context: SportsSlipContext,
  entry: SportsSlipEntry,
): { ok: true; entries: readonly SportsSlipEntry[] } | Refusal {
  const result = addPick(context.family, context.entries, entry);
  if (!result.ok) return result;
  const max = context.limits?.maxSelections;
  if (max !== undefined && result.entries.length > max) {
    return refuse('TOO_MANY_SELECTIONS', `${max}경기`);
  }
  // addPick only keeps or adds the entries it was given, so they are slip entries.
  return { ok: true, entries: result.entries as readonly SportsSlipEntry[] };
}

const clampWon = (won: number, max: number) =>
  Number.isFinite(won) ? Math.max(0, Math.min(Math.floor(won), max)) : 0;

const stakeCeiling = (context: SportsSlipContext) =>
  context.limits?.maxStakeWon ?? Number.MAX_SAFE_INTEGER;

/** Entries changed: a system size the new count does not offer is dropped. */
const withEntries = (context: SportsSlipContext, entries: readonly SportsSlipEntry[]) => ({
  entries,
  systemSize:
    context.systemSize !== null && systemSizesFor(entries.length).includes(context.systemSize)
      ? context.systemSize
      : null,
  error: null,
});

export const sportsSlipMachine = setup({
  types: {
    context: {} as SportsSlipContext,
    events: {} as SportsSlipEvent,
    input: {} as SportsSlipInput,
  },
  actors: {
    placeBet: fromPromise<PlacementResult, PlaceSportsBetBody>(({ input }) =>
      placeAndRecord(input),
    ),
    loadLimits: fromPromise<SportsLimits>(() => fetchSportsLimits()),
    saveOddsPolicy: fromPromise<unknown, { policy: OddsPolicy }>(({ input }) =>
      saveOddsPolicy(input.policy),
    ),
    /** The book store's writes, as BOOK events (at most one per animation frame). */
    watchBook: fromCallback<SportsSlipEvent>(({ sendBack }) =>
      sportsBookStore.subscribe((book) => sendBack({ type: 'BOOK', book })),
    ),
    /** In-play picks keep `/api/sse/inplay` open while the slip holds them, on any page. */
    holdInplayFeed: fromCallback(() => {
      const subscription = inplayEvents$.subscribe();
      return () => subscription.unsubscribe();
    }),
  },
  guards: {
    pickRefused: ({ context, event }) =>
      event.type === 'PICK' && !pickResult(context, event.entry).ok,
    bookMovesEntries: ({ context, event }) =>
      event.type === 'BOOK' && syncEntries(context.entries, event.book) !== context.entries,
    canPlace: ({ context }) => placeBlocker(context) === null,
    holdsInplayPicks: ({ context }) => context.family === 'inplay' && context.entries.length > 0,
    hasLastSlip: ({ context }) => context.lastSlip !== null,
    validSystemSize: ({ context, event }) =>
      event.type === 'SET_SYSTEM' &&
      (event.size === null || systemSizesFor(context.entries.length).includes(event.size)),
  },
  actions: {
    alertRefusal: ({ context, event }) => {
      if (event.type !== 'PICK') return;
      const result = pickResult(context, event.entry);
      if (!result.ok) effects.notify(result.message);
    },
    pick: assign(({ context, event }) => {
      if (event.type !== 'PICK') return {};
      const result = pickResult(context, event.entry);
      return result.ok ? withEntries(context, result.entries) : {};
    }),
    remove: assign(({ context, event }) =>
      event.type === 'REMOVE'
        ? withEntries(
            context,
            context.entries.filter((entry) => entry.id !== event.id),
          )
        : {},
    ),
    clear: assign({ entries: [], systemSize: null, error: null }),
    setStake: assign(({ context, event }) =>
      event.type === 'SET_STAKE'
        ? { stakeWon: clampWon(event.stakeWon, stakeCeiling(context)), error: null }
        : {},
    ),
    addStake: assign(({ context, event }) =>
      event.type === 'ADD_STAKE'
        ? {
            stakeWon: clampWon(context.stakeWon + event.amountWon, stakeCeiling(context)),
            error: null,
          }
        : {},
    ),
    maxStake: assign(({ context }) => ({
      stakeWon: context.limits
        ? maxStakeFor(context.limits, figuresOf(context), context.balanceWon)
        : context.stakeWon,
      error: null,
    })),
    resetStake: assign({ stakeWon: 0, error: null }),
    setSystem: assign(({ event }) =>
      event.type === 'SET_SYSTEM' ? { systemSize: event.size } : {},
    ),
    setBalance: assign(({ event }) =>
      event.type === 'BALANCE' ? { balanceWon: event.balanceWon } : {},
    ),
    syncWithBook: assign(({ context, event }) =>
      event.type === 'BOOK' ? { entries: syncEntries(context.entries, event.book) } : {},
    ),
    acceptChanges: assign(({ context }) => ({
      entries: context.entries.map((entry) =>
        entry.changed === null ? entry : { ...entry, changed: null },
      ),
      error: null,
    })),
    setPolicy: assign(({ event }) =>
      event.type === 'SET_POLICY' ? { oddsPolicy: event.policy, error: null } : {},
    ),
    /** Same body as the failed attempt → same key; anything changed → a new placement. */
    takeIdempotencyKey: assign(({ context }) => {
      const fingerprint = fingerprintOf(context);
      const key =
        context.pendingKey?.fingerprint === fingerprint ? context.pendingKey.key : context.newKey();
      return { pendingKey: { key, fingerprint }, error: null };
    }),
    clearReceipt: assign({ receipt: null }),
    rebet: assign(({ context }) => {
      if (!context.lastSlip) return {};
      const restored = context.lastSlip.entries.map((entry) => ({ ...entry, changed: null }));
      return {
        entries: syncEntries(restored, context.readBook()),
        stakeWon: context.lastSlip.stakeWon,
        systemSize: context.lastSlip.systemSize,
        receipt: null,
        error: null,
      };
    }),
    memberReset: assign({
      entries: [],
      stakeWon: 0,
      systemSize: null,
      limits: null,
      balanceWon: null,
      pendingKey: null,
      error: null,
      receipt: null,
      lastSlip: null,
    }),
  },
}).createMachine({
  id: 'sportsSlip',
  context: ({ input }) => ({
    family: input.family,
    entries: [],
    stakeWon: 0,
    systemSize: null,
    limits: null,
    oddsPolicy: 'none',
    balanceWon: null,
    pendingKey: null,
    error: null,
    receipt: null,
    lastSlip: null,
    newKey: input.newKey ?? randomKey,
    readBook: input.readBook ?? (() => sportsBookStore.getState()),
  }),
  type: 'parallel',
  invoke: { src: 'watchBook' },
  on: {
    BOOK: { guard: 'bookMovesEntries', actions: 'syncWithBook' },
    BALANCE: { actions: 'setBalance' },
    MEMBER_RESET: { target: ['.slip.editing', '.limits.idle'], actions: 'memberReset' },
  },
  states: {
    slip: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            PICK: [{ guard: 'pickRefused', actions: 'alertRefusal' }, { actions: 'pick' }],
            REMOVE: { actions: 'remove' },
            CLEAR: { actions: 'clear' },
            SET_STAKE: { actions: 'setStake' },
            ADD_STAKE: { actions: 'addStake' },
            MAX_STAKE: { actions: 'maxStake' },
            RESET_STAKE: { actions: 'resetStake' },
            SET_SYSTEM: { guard: 'validSystemSize', actions: 'setSystem' },
            ACCEPT_CHANGES: { actions: 'acceptChanges' },
            PLACE: { guard: 'canPlace', target: 'placing', actions: 'takeIdempotencyKey' },
          },
        },
        placing: {
          invoke: {
            src: 'placeBet',
            input: ({ context }) => ({
              ...placementBody(context),
              idempotencyKey: context.pendingKey?.key ?? context.newKey(),
            }),
            onDone: {
              target: 'placed',
              actions: assign(({ context, event }) => ({
                receipt: event.output.bet,
                lastSlip: {
                  entries: context.entries,
                  stakeWon: context.stakeWon,
                  systemSize: context.systemSize,
                },
                entries: [],
                systemSize: null,
                stakeWon: 0,
                pendingKey: null,
                balanceWon: event.output.emoney,
              })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => {
                const failure = asFailure(event.error);
                return {
                  error: failure.message || COMMON.unexpected,
                  // Only a network failure may be retried as the same placement.
                  pendingKey: failure.kind === 'network' ? context.pendingKey : null,
                  entries: failure.prices
                    ? applyRepricedLegs(context.entries, failure.prices)
                    : context.entries,
                };
              }),
            },
          },
        },
        placed: {
          on: {
            PICK: [
              { guard: 'pickRefused', actions: 'alertRefusal' },
              { target: 'editing', actions: ['clearReceipt', 'pick'] },
            ],
            REBET: { guard: 'hasLastSlip', target: 'editing', actions: 'rebet' },
            CLOSE_RECEIPT: { target: 'editing', actions: 'clearReceipt' },
          },
        },
      },
    },
    limits: {
      initial: 'idle',
      states: {
        idle: { on: { LOAD_LIMITS: 'loading' } },
        loading: {
          invoke: {
            src: 'loadLimits',
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                limits: event.output,
                oddsPolicy: event.output.oddsPolicy,
                stakeWon: clampWon(context.stakeWon, event.output.maxStakeWon),
              })),
            },
            onError: 'failed',
          },
        },
        ready: { on: { LOAD_LIMITS: 'loading' } },
        failed: { on: { LOAD_LIMITS: 'loading' } },
      },
    },
    policy: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SET_POLICY: { target: 'saving', actions: 'setPolicy' },
          },
        },
        saving: {
          on: { SET_POLICY: { target: 'saving', reenter: true, actions: 'setPolicy' } },
          invoke: {
            src: 'saveOddsPolicy',
            input: ({ context }) => ({ policy: context.oddsPolicy }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                limits: context.limits && { ...context.limits, oddsPolicy: context.oddsPolicy },
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                oddsPolicy: context.limits?.oddsPolicy ?? 'none',
                error: errorMessage(event.error),
              })),
            },
          },
        },
      },
    },
    feed: {
      initial: 'off',
      states: {
        off: { always: { guard: 'holdsInplayPicks', target: 'holding' } },
        holding: {
          invoke: { src: 'holdInplayFeed' },
          always: { guard: ({ context }) => context.entries.length === 0, target: 'off' },
        },
      },
    },
  },
});
