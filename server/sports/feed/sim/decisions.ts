/**
 * When each in-play selection is decided, and how. Most settle at the end of
 * their scope (the first period, regular time, the match), but some are decided the moment it
 * happens: an over/under line the total has passed, the first team to score, both teams to
 * score, a run in the first inning. Selections not decided before an abandonment are void (−1).
 */
import {
  decidedOverUnder,
  settleSelection,
} from '../../../../common/domain/sports/market-settlement';
import { LEG_SETTLEMENT, type LegSettlement } from '../../../../common/domain/betting/settlement';
import type { Book, PlannedMarket, PlannedSelection } from './market-plan';
import type { ScoreEvent, Timeline } from './timeline';

export interface Decision {
  atMs: number;
  code: LegSettlement;
}

function scopeEnd(timeline: Timeline, market: PlannedMarket): number {
  switch (market.type.scope) {
    case 'regular':
      return timeline.regularEndMs;
    case 'firstPeriod':
      return timeline.firstPeriodEndMs;
    default:
      return timeline.endMs;
  }
}

function inScope(market: PlannedMarket, e: ScoreEvent): boolean {
  switch (market.type.scope) {
    case 'regular':
      return e.regular;
    case 'firstPeriod':
      return e.period === 1 || e.period === 10;
    default:
      return true;
  }
}

/** The earliest moment the selection's result cannot change any more. */
function earlyDecision(
  timeline: Timeline,
  market: PlannedMarket,
  selection: PlannedSelection,
): number | null {
  const kind = market.type.kind;
  if (kind === 'overUnder') {
    let total = 0;
    for (const e of timeline.events) {
      if (!inScope(market, e)) continue;
      total += e.points;
      if (decidedOverUnder(selection.name, selection.line, total) !== null) return e.atMs;
    }
    return null;
  }
  if (kind === 'firstToScore' || kind === 'anyScore') {
    return timeline.events.find((e) => inScope(market, e))?.atMs ?? null;
  }
  if (kind === 'bothScore') {
    const home = timeline.events.find((e) => inScope(market, e) && e.side === 'home');
    const away = timeline.events.find((e) => inScope(market, e) && e.side === 'away');
    return home && away ? Math.max(home.atMs, away.atMs) : null;
  }
  return null;
}

export function decideSelection(
  timeline: Timeline,
  market: PlannedMarket,
  selection: PlannedSelection,
  book: Book,
): Decision {
  const code = settleSelection(market.type, selection.name, selection.line, timeline.outcome);
  const early = book === 'inplay' ? earlyDecision(timeline, market, selection) : null;
  const atMs = early ?? (book === 'inplay' ? scopeEnd(timeline, market) : timeline.endMs);
  if (timeline.abandonedAtMs !== null && atMs >= timeline.abandonedAtMs) {
    return { atMs: timeline.abandonedAtMs, code: LEG_SETTLEMENT.cancelled };
  }
  return { atMs, code };
}

/** Every selection of a book with its decision, by selection id. */
export function decisionsOf(
  timeline: Timeline,
  markets: readonly PlannedMarket[],
  book: Book,
): Map<string, Decision> {
  const out = new Map<string, Decision>();
  for (const market of markets) {
    for (const selection of market.selections) {
      out.set(selection.ids[book], decideSelection(timeline, market, selection, book));
    }
  }
  return out;
}
