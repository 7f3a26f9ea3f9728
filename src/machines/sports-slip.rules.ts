/**
 * What the sports slip decides from its context (spec §4, §5): the request body,
 * whether moved prices need the member's acceptance, and why the slip cannot be placed yet.
 */
import type { PlaceSportsBetBody } from '../../common/contract/sports-bets.contract';
import { refuse, type Refusal } from '../../common/domain/betting/refusal';
import { addPick, validateSlip } from '../../common/domain/betting/slip-validation';
import { refusalMessage } from '../../common/i18n/sports-labels.ko';
import { SLIP_TEXT } from '../../common/i18n/sports-slip.ko';
import type { SportsSlipEntry } from './sports-slip.entries';
import { slipLimitsCheck, systemSizesFor, type SlipFigures } from './sports-slip.math';
import type { SportsSlipContext } from './sports-slip.types';

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

export const fingerprintOf = (context: SportsSlipContext) => JSON.stringify(placementBody(context));

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
  if (!rules.ok) return refusalMessage(rules);
  if (!context.limits) return SLIP_TEXT.limitsFailed;
  const limits = slipLimitsCheck(context.limits, figuresOf(context));
  return limits.ok ? null : refusalMessage(limits);
}

/** The family's rule, then the level's max selections. */
export function pickResult(
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

export const clampWon = (won: number, max: number) =>
  Number.isFinite(won) ? Math.max(0, Math.min(Math.floor(won), max)) : 0;

export const stakeCeiling = (context: SportsSlipContext) =>
  context.limits?.maxStakeWon ?? Number.MAX_SAFE_INTEGER;

/** Entries changed: a system size the new count does not offer is dropped. */
export const withEntries = (context: SportsSlipContext, entries: readonly SportsSlipEntry[]) => ({
  entries,
  systemSize:
    context.systemSize !== null && systemSizesFor(entries.length).includes(context.systemSize)
      ? context.systemSize
      : null,
  error: null,
});
