import { assign, fromPromise, setup } from 'xstate';
import type { MinigameBetView, MinigamePlaceBet } from '../../common/contract/minigame.contract';
import { potentialPayoutWon } from '../../common/domain/minigame/payout';

/**
 * The minigame mini slip (spec §4: a minigame slip holds one bet; a new pick replaces it).
 * Guards are named so the rules read in one place and are tested without React.
 */
export interface SlipPick {
  readonly selectionKey: string;
  readonly oddsHundredths: number;
}

export interface SlipLimits {
  readonly minStakeWon: number;
  readonly maxStakeWon: number;
  readonly maxPayoutWon: number;
}

export interface SlipContext extends SlipLimits {
  gameId: number;
  roundId: string | null;
  pick: SlipPick | null;
  stakeWon: number;
  idempotencyKey: string | null;
  error: string | null;
  lastBet: MinigameBetView | null;
  /** The member's own client seed sent with each bet (kept in their browser); null: none. */
  clientSeed: string | null;
  /** One idempotency key per placement (crypto.randomUUID in the browser). */
  newKey: () => string;
}

export type SlipEvent =
  | { type: 'PICK'; pick: SlipPick }
  | { type: 'CLEAR' }
  | { type: 'SET_STAKE'; stakeWon: number }
  | { type: 'ADD_STAKE'; amountWon: number }
  | { type: 'MAX_STAKE' }
  | { type: 'RESET_STAKE' }
  | { type: 'LIMITS'; limits: SlipLimits }
  | { type: 'ROUND'; roundId: string | null }
  | { type: 'CLIENT_SEED'; clientSeed: string | null }
  | { type: 'PLACE' };

export interface SlipInput {
  gameId: number;
  limits?: SlipLimits;
  clientSeed?: string | null;
  newKey?: () => string;
}

export type PlaceBetResult = { bet: MinigameBetView; emoney: number };

/** The largest stake the limits allow for this pick: max stake and max payout both hold. */
export function maxStakeFor(context: SlipLimits, pick: SlipPick | null): number {
  if (!pick) return context.maxStakeWon;
  const byPayout = Math.floor((context.maxPayoutWon * 100) / pick.oddsHundredths);
  return Math.max(0, Math.min(context.maxStakeWon, byPayout));
}

export const clampStake = (stakeWon: number, max: number): number =>
  Number.isFinite(stakeWon) ? Math.max(0, Math.min(Math.floor(stakeWon), max)) : 0;

export function slipPayoutWon(context: Pick<SlipContext, 'pick' | 'stakeWon'>): number {
  return context.pick ? potentialPayoutWon(context.stakeWon, context.pick.oddsHundredths) : 0;
}

const DEFAULT_LIMITS: SlipLimits = {
  minStakeWon: 1_000,
  maxStakeWon: 1_000_000,
  maxPayoutWon: 10_000_000,
};

const randomKey = (): string => crypto.randomUUID();

export const minigameSlipMachine = setup({
  types: {
    context: {} as SlipContext,
    events: {} as SlipEvent,
    input: {} as SlipInput,
  },
  actors: {
    placeBet: fromPromise<PlaceBetResult, MinigamePlaceBet>(() =>
      Promise.reject(new Error('placeBet is provided by the page')),
    ),
  },
  guards: {
    isSamePick: ({ context, event }) =>
      event.type === 'PICK' && context.pick?.selectionKey === event.pick.selectionKey,
    hasPick: ({ context }) => context.pick !== null,
    hasRound: ({ context }) => context.roundId !== null,
    stakeAtLeastMin: ({ context }) =>
      context.stakeWon >= context.minStakeWon && context.stakeWon > 0,
    stakeWithinMax: ({ context }) => context.stakeWon <= maxStakeFor(context, context.pick),
    canPlace: ({ context }) =>
      context.pick !== null &&
      context.roundId !== null &&
      context.stakeWon > 0 &&
      context.stakeWon >= context.minStakeWon &&
      context.stakeWon <= maxStakeFor(context, context.pick),
  },
  actions: {
    pick: assign(({ context, event }) => {
      if (event.type !== 'PICK') return {};
      return {
        pick: event.pick,
        stakeWon: clampStake(context.stakeWon, maxStakeFor(context, event.pick)),
        error: null,
        lastBet: null,
      };
    }),
    clearPick: assign({ pick: null, error: null }),
    setStake: assign(({ context, event }) =>
      event.type === 'SET_STAKE'
        ? { stakeWon: clampStake(event.stakeWon, maxStakeFor(context, context.pick)), error: null }
        : {},
    ),
    addStake: assign(({ context, event }) =>
      event.type === 'ADD_STAKE'
        ? {
            stakeWon: clampStake(
              context.stakeWon + event.amountWon,
              maxStakeFor(context, context.pick),
            ),
            error: null,
          }
        : {},
    ),
    maxStake: assign(({ context }) => ({
      stakeWon: maxStakeFor(context, context.pick),
      error: null,
    })),
    resetStake: assign({ stakeWon: 0, error: null }),
    setLimits: assign(({ context, event }) => {
      if (event.type !== 'LIMITS') return {};
      const next = { ...context, ...event.limits };
      return {
        ...event.limits,
        stakeWon: clampStake(context.stakeWon, maxStakeFor(next, next.pick)),
      };
    }),
    setRound: assign(({ event }) => (event.type === 'ROUND' ? { roundId: event.roundId } : {})),
    setClientSeed: assign(({ event }) =>
      event.type === 'CLIENT_SEED' ? { clientSeed: event.clientSeed } : {},
    ),
    newIdempotencyKey: assign(({ context }) => ({ idempotencyKey: context.newKey(), error: null })),
  },
}).createMachine({
  id: 'minigameSlip',
  context: ({ input }) => {
    return {
      gameId: input.gameId,
      ...(input.limits ?? DEFAULT_LIMITS),
      roundId: null,
      pick: null,
      stakeWon: 0,
      idempotencyKey: null,
      error: null,
      lastBet: null,
      clientSeed: input.clientSeed ?? null,
      newKey: input.newKey ?? randomKey,
    };
  },
  initial: 'editing',
  on: {
    LIMITS: { actions: 'setLimits' },
    ROUND: { actions: 'setRound' },
    CLIENT_SEED: { actions: 'setClientSeed' },
  },
  states: {
    editing: {
      on: {
        PICK: [{ guard: 'isSamePick', actions: 'clearPick' }, { actions: 'pick' }],
        CLEAR: { actions: 'clearPick' },
        SET_STAKE: { actions: 'setStake' },
        ADD_STAKE: { actions: 'addStake' },
        MAX_STAKE: { actions: 'maxStake' },
        RESET_STAKE: { actions: 'resetStake' },
        PLACE: { guard: 'canPlace', target: 'placing', actions: 'newIdempotencyKey' },
      },
    },
    placing: {
      invoke: {
        src: 'placeBet',
        input: ({ context }) => ({
          gameId: context.gameId,
          roundId: context.roundId ?? '',
          selectionKey: context.pick?.selectionKey ?? '',
          stakeWon: context.stakeWon,
          oddsHundredths: context.pick?.oddsHundredths ?? 0,
          idempotencyKey: context.idempotencyKey ?? '',
          ...(context.clientSeed ? { clientSeed: context.clientSeed } : {}),
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ lastBet: event.output.bet, pick: null })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
  },
});
