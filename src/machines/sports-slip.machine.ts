import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { PlaceSportsBetBody } from '../../common/contract/sports-bets.contract';
import { refusalMessage } from '../../common/i18n/sports-labels.ko';
import { effects } from './effects';
import { syncEntries } from './sports-slip.entries';
import { maxStakeFor, systemSizesFor } from './sports-slip.math';
import {
  clampWon,
  figuresOf,
  pickResult,
  placeBlocker,
  placementBody,
  stakeCeiling,
  withEntries,
} from './sports-slip.rules';
import type {
  OddsPolicy,
  PlacementResult,
  SportsLimits,
  SportsSlipContext,
  SportsSlipEvent,
  SportsSlipInput,
} from './sports-slip.types';
import {
  afterLimitsLoaded,
  afterPlaced,
  afterPlacementFailed,
  afterPolicyFailed,
  afterPolicySaved,
  MEMBER_RESET,
  rebetOf,
  withIdempotencyKey,
} from './sports-slip.updates';

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

/**
 * The sports bet slip of one family (spec §3 bet slip entry, §4 slip rules, §5
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
      if (!result.ok) effects.notify(refusalMessage(result));
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
    takeIdempotencyKey: assign(({ context }) => withIdempotencyKey(context)),
    clearReceipt: assign({ receipt: null }),
    rebet: assign(({ context }) => rebetOf(context)),
    memberReset: assign(MEMBER_RESET),
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
              actions: assign(({ context, event }) => afterPlaced(context, event.output)),
            },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => afterPlacementFailed(context, event.error)),
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
              actions: assign(({ context, event }) => afterLimitsLoaded(context, event.output)),
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
              actions: assign(({ context }) => afterPolicySaved(context)),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => afterPolicyFailed(context, event.error)),
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
