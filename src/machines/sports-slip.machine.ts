import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { PlaceSportsBetBody } from '../contract/sports.contract';
import { COMMON } from '../i18n/common.ko';
import { effects } from './effects';
import { applyRepricedLegs, syncEntries } from './sports-slip.entries';
import { maxStakeFor, systemSizesFor } from './sports-slip.math';
import {
  clampWon,
  figuresOf,
  fingerprintOf,
  pickResult,
  placeBlocker,
  placementBody,
  stakeCeiling,
  withEntries,
} from './sports-slip.rules';
import type {
  OddsPolicy,
  PlacementFailure,
  PlacementResult,
  SportsLimits,
  SportsSlipContext,
  SportsSlipEvent,
  SportsSlipInput,
} from './sports-slip.types';

export type { SportsSlipEntry, SportsSlipFamily } from './sports-slip.entries';
export type * from './sports-slip.types';
export {
  figuresOf,
  missingBonusFolders,
  needsAcceptance,
  placeBlocker,
  placementBody,
} from './sports-slip.rules';

const randomKey = (): string => crypto.randomUUID();

/** The machine's I/O is provided by src/app/sports-slip-io.ts (`.provide()`); tests provide fakes. */
const notProvided = (name: string) => () =>
  Promise.reject(new Error(`sports slip: ${name} is provided by src/app`));

/** The provided actors reject with the Korean text to show as the error's message. */
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : COMMON.unexpected;

/** The placement actor answers failures as PlacementFailure; anything else is unexpected. */
const asFailure = (error: unknown): PlacementFailure =>
  error && typeof error === 'object' && 'kind' in error && 'message' in error
    ? (error as PlacementFailure)
    : { kind: 'network', message: '' };

/**
 * The sports bet slip of one family (issue 3 slip; spec §3 bet slip entry, §4 slip rules, §5
 * bonus odds). The app runs one actor per family (prematch /europe, korean /korea/*, inplay
 * /inplay and /korea/live). Picks go through the family's pure rule (`addPick`); a refusal is
 * the Korean alert. The slip follows its picks in the book store (prices, suspensions), checks
 * the member's level limits, and places with an idempotency key that a retry after a network
 * failure reuses, so the server never takes the same slip twice.
 */
export const sportsSlipMachine = setup({
  types: {
    context: {} as SportsSlipContext,
    events: {} as SportsSlipEvent,
    input: {} as SportsSlipInput,
  },
  actors: {
    /** Places the slip; rejects with a PlacementFailure. */
    placeBet: fromPromise<PlacementResult, PlaceSportsBetBody>(notProvided('placeBet')),
    loadLimits: fromPromise<SportsLimits>(notProvided('loadLimits')),
    saveOddsPolicy: fromPromise<unknown, { policy: OddsPolicy }>(notProvided('saveOddsPolicy')),
    /** The book store's writes, as BOOK events (at most one per animation frame). */
    watchBook: fromCallback<SportsSlipEvent>(() => undefined),
    /** The member's cash from the session store, as BALANCE events (null while logged out). */
    watchBalance: fromCallback<SportsSlipEvent>(() => undefined),
    /** In-play picks keep `/api/sse/inplay` open while the slip holds them, on any page. */
    holdInplayFeed: fromCallback(() => undefined),
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
    readBook: input.readBook,
  }),
  type: 'parallel',
  invoke: [{ src: 'watchBook' }, { src: 'watchBalance' }],
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
                error: messageOf(event.error),
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
