/**
 * The sports slip's context after each step that ends an asynchronous call or restores a slip:
 * a placement that succeeded or failed, limits loaded, the odds policy saved or
 * not, a re-bet, a member reset. Pure functions of the context; sports-slip.machine.ts assigns
 * their answers.
 */
import { COMMON } from '../../common/i18n/common.ko';
import { applyRepricedLegs, syncEntries } from './sports-slip.entries';
import { clampWon, fingerprintOf } from './sports-slip.rules';
import type {
  PlacementFailure,
  PlacementResult,
  SportsLimits,
  SportsSlipContext,
} from './sports-slip.types';

type Update = Partial<SportsSlipContext>;

/** The provided actors reject with the Korean text to show as the error's message. */
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : COMMON.unexpected;

/** The placement actor answers failures as PlacementFailure; anything else is unexpected. */
const asFailure = (error: unknown): PlacementFailure =>
  error && typeof error === 'object' && 'kind' in error && 'message' in error
    ? (error as PlacementFailure)
    : { kind: 'network', message: '' };

/** Same body as the failed attempt → same key; anything changed → a new placement. */
export function withIdempotencyKey(context: SportsSlipContext): Update {
  const fingerprint = fingerprintOf(context);
  const key =
    context.pendingKey?.fingerprint === fingerprint ? context.pendingKey.key : context.newKey();
  return { pendingKey: { key, fingerprint }, error: null };
}

/** The receipt shows; the slip empties and remembers itself for a re-bet. */
export function afterPlaced(context: SportsSlipContext, output: PlacementResult): Update {
  return {
    receipt: output.bet,
    lastSlip: {
      entries: context.entries,
      stakeWon: context.stakeWon,
      systemSize: context.systemSize,
    },
    entries: [],
    systemSize: null,
    stakeWon: 0,
    pendingKey: null,
  };
}

export function afterPlacementFailed(context: SportsSlipContext, error: unknown): Update {
  const failure = asFailure(error);
  return {
    error: failure.message || COMMON.unexpected,
    // Only a network failure may be retried as the same placement.
    pendingKey: failure.kind === 'network' ? context.pendingKey : null,
    entries: failure.prices ? applyRepricedLegs(context.entries, failure.prices) : context.entries,
  };
}

export function afterLimitsLoaded(context: SportsSlipContext, limits: SportsLimits): Update {
  return {
    limits,
    oddsPolicy: limits.oddsPolicy,
    stakeWon: clampWon(context.stakeWon, limits.maxStakeWon),
  };
}

export const afterPolicySaved = (context: SportsSlipContext): Update => ({
  limits: context.limits && { ...context.limits, oddsPolicy: context.oddsPolicy },
});

/** The saved policy comes back, with the Korean reason the new one was not saved. */
export const afterPolicyFailed = (context: SportsSlipContext, error: unknown): Update => ({
  oddsPolicy: context.limits?.oddsPolicy ?? 'none',
  error: messageOf(error),
});

/** The last placed slip's legs, priced again against the book as it is now. */
export function rebetOf(context: SportsSlipContext): Update {
  if (!context.lastSlip) return {};
  const restored = context.lastSlip.entries.map((entry) => ({ ...entry, changed: null }));
  return {
    entries: syncEntries(restored, context.readBook()),
    stakeWon: context.lastSlip.stakeWon,
    systemSize: context.lastSlip.systemSize,
    receipt: null,
    error: null,
  };
}

/** A member left (logout, a session status): nothing of theirs stays in the slip. */
export const MEMBER_RESET: Update = {
  entries: [],
  stakeWon: 0,
  systemSize: null,
  limits: null,
  balanceWon: null,
  pendingKey: null,
  error: null,
  receipt: null,
  lastSlip: null,
};
