/**
 * The TRADE360 message parts of a simulated fixture (sim-fixture.ts): pure shaping of the plan,
 * the live state and the priced markets into the feed's wire format.
 */
import type { LegSettlement } from '../../../../common/domain/betting/settlement';
import { PERIOD_BREAK } from '../../../../common/domain/sports/periods';
import {
  T360_FIXTURE_STATUS as STATUS,
  priceText,
  type T360Fixture,
  type T360FixtureStatus,
  type T360Livescore,
  type T360Market,
} from '../trade360';
import type { Book, PlannedMarket } from './market-plan';
import type { FixturePlan } from './schedule';
import type { LiveState, Timeline } from './timeline';

const isoOf = (ms: number) => new Date(ms).toISOString();

/** The fixture part of a TRADE360 message: sport, league, participants, status. */
export function fixtureMessage(
  plan: FixturePlan,
  t: number,
  status: T360FixtureStatus,
): T360Fixture {
  return {
    Sport: { Id: plan.sport.id, Name: plan.sport.name },
    Location: { Id: plan.league.location.id, Name: plan.league.location.name },
    League: { Id: plan.league.id, Name: plan.league.name },
    StartDate: isoOf(plan.startsAtMs),
    LastUpdate: isoOf(t),
    Status: status,
    Participants: [
      { Id: plan.home.id, Name: plan.home.name, Position: '1' },
      { Id: plan.away.id, Name: plan.away.name, Position: '2' },
    ],
    ExtraData: [{ Name: 'IsTop', Value: String(plan.league.isTop) }],
  };
}

/** The livescore part: scoreboard, periods and the match clock of a live state. */
export function livescoreMessage(
  timeline: Timeline,
  status: T360FixtureStatus,
  state: LiveState,
  clock: string | null,
  t: number,
): T360Livescore {
  const phase = timeline.phases[state.phaseIndex];
  const finished = status === STATUS.finished;
  const currentPeriod = finished ? timeline.finalCode : (phase?.code ?? 0);
  const inPlay = status === STATUS.inProgress && phase && phase.code !== PERIOD_BREAK;
  const elapsedS = inPlay ? Math.floor((Math.min(t, phase.toMs) - phase.fromMs) / 1000) : 0;
  return {
    Scoreboard: {
      Status: status,
      CurrentPeriod: currentPeriod,
      Time: String(elapsedS),
      Results: [
        { Position: '1', Value: String(state.main.home) },
        { Position: '2', Value: String(state.main.away) },
      ],
    },
    Periods: state.periods.map((p) => ({
      Type: p.code,
      IsFinished: finished || !inPlay || p.code !== phase.code,
      IsConfirmed: finished,
      Results: [
        { Position: '1', Value: String(p.home) },
        { Position: '2', Value: String(p.away) },
      ],
    })),
    ...(clock === null ? {} : { LivescoreExtraData: [{ Name: 'Clock', Value: clock }] }),
  };
}

/** TRADE360 keeps every line of a market type in one market; MainLine names the main one. */
export function t360Markets(
  markets: readonly PlannedMarket[],
  book: Book,
  updatedAt: string,
  stateOf: (id: string) => { price: number; status: 1 | 2 | 3; settlement?: LegSettlement },
): T360Market[] {
  const byType = new Map<number, T360Market>();
  for (const market of markets) {
    let out = byType.get(market.type.id);
    if (!out) {
      out = { Id: market.type.id, Name: market.type.name, Bets: [] };
      byType.set(market.type.id, out);
    }
    if (market.line !== null && market.isMainLine) out.MainLine = market.line;
    for (const s of market.selections) {
      const id = s.ids[book];
      const state = stateOf(id);
      const price = priceText(state.price);
      out.Bets.push({
        Id: id,
        Name: s.name,
        ...(s.line === null ? {} : { Line: s.line }),
        ...(market.line === null ? {} : { BaseLine: market.line }),
        Status: state.status,
        StartPrice: price,
        Price: price,
        ...(state.settlement === undefined ? {} : { Settlement: state.settlement }),
        LastUpdate: updatedAt,
      });
    }
  }
  return [...byType.values()];
}
