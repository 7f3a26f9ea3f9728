/**
 * Decides a submitted slip against the server's book, without touching the
 * database: every pick re-priced from the locked selection rows, then, in the order a member
 * fixes them: unknown picks, book of the family, availability (closed / suspended), the
 * odds-change policy, the family's slip rule (common/domain/betting validateSlip, judged with the
 * server's prices), bonus folders, the system split and the level limits. The client's price is
 * only ever compared, never used: an accepted leg always carries the server's price.
 */
import type { PlaceSportsBetBody } from '../../../common/contract/sports-bets.contract';
import type { BetKind } from '../../../common/domain/betting/bet-outcome';
import { type BettingLimits, validateBetLimits } from '../../../common/domain/betting/limits';
import {
  applyOddsChangePolicyToLegs,
  type OddsChangePolicy,
} from '../../../common/domain/betting/odds-policy';
import { ODDS_SCALE } from '../../../common/domain/betting/odds';
import { parlayPayoutWon } from '../../../common/domain/betting/payout';
import { refuse } from '../../../common/domain/betting/refusal';
import type { SlipEntry } from '../../../common/domain/betting/slip-entry';
import { validateSlip } from '../../../common/domain/betting/slip-validation';
import {
  splitSystemStake,
  systemPotentialPayoutWon,
} from '../../../common/domain/betting/system-bets';
import { marketFamilyOf } from '../../../common/domain/sports/market-names';
import { AppError } from '../../platform/lib/app-error';
import {
  availabilityOf,
  BOOKS_OF_FAMILY,
  effectiveStatus,
  type BookSelection,
} from './sports-bet-pricing';
import { ruleRefusal, SportsBetRefusal, type RepricedLeg } from './sports-bet-refusal';

export interface AcceptedLeg {
  selection: BookSelection;
  priceHundredths: number;
}

export interface BetPlan {
  kind: BetKind;
  systemSize: number | null;
  lineStakeWon: number;
  stakeWon: number;
  totalOddsHundredths: number;
  potentialPayoutWon: number;
  maxPayoutWon: number;
  oddsPolicy: OddsChangePolicy;
  legs: AcceptedLeg[];
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Combined odds in hundredths, truncated (display), never beyond a safe integer. */
function boundedCombinedOdds(prices: readonly number[]): number {
  let product = 1n;
  for (const p of prices) product *= BigInt(p);
  const combined = product / BigInt(ODDS_SCALE) ** BigInt(Math.max(0, prices.length - 1));
  return Number(combined > MAX_SAFE ? MAX_SAFE : combined);
}

function slipEntryOf(leg: AcceptedLeg): SlipEntry {
  const s = leg.selection;
  return {
    id: s.id,
    // Bonus folders have no fixture: each is its own "fixture" for the one-per-fixture rule
    // (the korean rule counts bonus entries separately).
    fixtureId: s.fixtureId ?? `bonus:${s.id}`,
    marketName: s.marketName,
    marketFamily: marketFamilyOf(s.marketName),
    betPriceHundredths: leg.priceHundredths,
    isBonus: s.book === 'bonus',
    ...(s.fixture ? { startsAt: Date.parse(s.fixture.startsAt) } : {}),
  };
}

function pricesOf(selections: readonly BookSelection[], nowMs: number): RepricedLeg[] {
  return selections.map((s) => ({
    selectionId: s.id,
    priceHundredths: s.priceHundredths,
    status: effectiveStatus(s, nowMs),
  }));
}

function pickSelections(
  body: PlaceSportsBetBody,
  book: ReadonlyMap<string, BookSelection>,
): BookSelection[] {
  const picked = body.picks.map((p) => book.get(p.selectionId));
  if (picked.some((s) => s === undefined)) throw new AppError(404, 'SPORTS_SELECTION_NOT_FOUND');
  const selections = picked as BookSelection[];
  const books = BOOKS_OF_FAMILY[body.family];
  if (selections.some((s) => !books.includes(s.book))) {
    throw new AppError(400, 'SPORTS_BOOK_MISMATCH');
  }
  return selections;
}

function checkAvailability(selections: readonly BookSelection[], nowMs: number): void {
  const states = selections.map((s) => availabilityOf(s, nowMs));
  const closed = states.includes('closed');
  if (closed || states.includes('suspended')) {
    throw new SportsBetRefusal(
      409,
      closed ? 'SPORTS_SELECTION_CLOSED' : 'SPORTS_SELECTION_SUSPENDED',
      undefined,
      { prices: pricesOf(selections, nowMs) },
    );
  }
}

function payoutOf(
  kind: BetKind,
  stake: { lineStakeWon: number; stakeWon: number },
  prices: readonly number[],
  systemSize: number | null,
  capWon: number,
): number {
  return kind === 'system'
    ? systemPotentialPayoutWon(stake.lineStakeWon, prices, systemSize as number, capWon)
    : parlayPayoutWon(stake.stakeWon, prices, capWon);
}

export function assessSlip(
  body: PlaceSportsBetBody,
  book: ReadonlyMap<string, BookSelection>,
  limits: BettingLimits,
  memberPolicy: OddsChangePolicy,
  nowMs: number,
): BetPlan {
  const selections = pickSelections(body, book);
  checkAvailability(selections, nowMs);

  const oddsPolicy = body.oddsPolicy ?? memberPolicy;
  const priced = applyOddsChangePolicyToLegs(
    oddsPolicy,
    body.picks.map((pick, i) => ({
      selectionId: pick.selectionId,
      seenHundredths: pick.priceHundredths,
      currentHundredths: selections[i]!.priceHundredths,
    })),
  );
  if (!priced.ok) throw ruleRefusal(409, priced, pricesOf(selections, nowMs));
  const legs = selections.map((selection, i) => ({
    selection,
    priceHundredths: priced.pricesHundredths[i]!,
  }));

  const slip = validateSlip(body.family, legs.map(slipEntryOf));
  if (!slip.ok) throw ruleRefusal(400, slip);
  const regular = legs.filter((l) => l.selection.book !== 'bonus');
  const bonus = legs.find((l) => l.selection.book === 'bonus');
  if (bonus && regular.length < (bonus.selection.minFolders ?? 0)) {
    throw new AppError(400, 'SPORTS_BONUS_FOLDERS_SHORT');
  }

  let kind: BetKind = legs.length === 1 ? 'single' : 'multiple';
  let lineStakeWon = body.stakeWon;
  const systemSize = body.systemSize ?? null;
  if (systemSize !== null) {
    const split = bonus
      ? refuse('SYSTEM_SIZE_INVALID')
      : splitSystemStake(body.stakeWon, legs.length, systemSize);
    if (!split.ok) throw ruleRefusal(400, split);
    kind = 'system';
    lineStakeWon = split.lineStakeWon;
  }

  const prices = legs.map((l) => l.priceHundredths);
  // Capped one won above the limit: enough to see "over the limit" without ever leaving the
  // safe-integer range however long the parlay.
  const probeCap = Math.min(limits.maxPayoutWon + 1, Number.MAX_SAFE_INTEGER);
  const stake = { lineStakeWon, stakeWon: body.stakeWon };
  const potentialPayoutWon = payoutOf(kind, stake, prices, systemSize, probeCap);
  const withinLimits = validateBetLimits(limits, {
    stakeWon: body.stakeWon,
    selectionCount: regular.length,
    potentialPayoutWon,
  });
  if (!withinLimits.ok) throw ruleRefusal(400, withinLimits);

  const totalOddsHundredths =
    kind === 'system'
      ? Math.max(
          ODDS_SCALE,
          Number((BigInt(potentialPayoutWon) * BigInt(ODDS_SCALE)) / BigInt(body.stakeWon)),
        )
      : boundedCombinedOdds(prices);
  return {
    kind,
    systemSize,
    lineStakeWon,
    stakeWon: body.stakeWon,
    totalOddsHundredths,
    potentialPayoutWon,
    maxPayoutWon: limits.maxPayoutWon,
    oddsPolicy,
    legs,
  };
}
