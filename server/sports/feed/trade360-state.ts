/**
 * The adapter a licensed LSports feed plugs into: TRADE360 messages, as they
 * arrive from the prematch and in-play packages, are folded into per-fixture state, and the
 * feed job reads that state exactly as it reads the simulator's. Bets are merged by id (a market
 * message carries only the bets that changed); a settlement message settles bets; fixture and
 * livescore messages replace their parts. The consumer of the provider's queue (credentials,
 * acknowledgements) is deployment work and lives outside this file.
 */
import type { FeedFixture, SportsFeedAdapter } from './adapter';
import {
  T360_MESSAGE_TYPE,
  type T360Bet,
  type T360Event,
  type T360Fixture,
  type T360Livescore,
  type T360Market,
  type T360Message,
} from './trade360';

export type T360Package = 'prematch' | 'inplay';

interface FixtureState {
  fixture: T360Fixture | undefined;
  livescore: T360Livescore | undefined;
  markets: Record<T360Package, Map<number, { market: T360Market; bets: Map<string, T360Bet> }>>;
  /** Bumped on every change: the snapshot hands out a new object only then. */
  version: number;
  built: { version: number; out: FeedFixture } | undefined;
}

const FINAL = new Set([3, 4, 7]);

export class Trade360StateAdapter implements SportsFeedAdapter {
  private readonly fixtures = new Map<number, FixtureState>();

  constructor(private readonly lookbackMs: number) {}

  private stateOf(fixtureId: number): FixtureState {
    let state = this.fixtures.get(fixtureId);
    if (!state) {
      state = {
        fixture: undefined,
        livescore: undefined,
        markets: { prematch: new Map(), inplay: new Map() },
        version: 0,
        built: undefined,
      };
      this.fixtures.set(fixtureId, state);
    }
    return state;
  }

  /** Folds one message of a package into the state. Unknown message types are ignored. */
  apply(message: T360Message, pkg: T360Package): void {
    const type = message.Header.Type;
    for (const event of message.Body.Events) {
      const state = this.stateOf(event.FixtureId);
      if (type === T360_MESSAGE_TYPE.fixtureMetadata && event.Fixture) {
        state.fixture = event.Fixture;
      } else if (type === T360_MESSAGE_TYPE.livescore && event.Livescore) {
        state.livescore = event.Livescore;
        // The scoreboard's status is the fixture's latest.
        if (state.fixture) {
          state.fixture = { ...state.fixture, Status: event.Livescore.Scoreboard.Status };
        }
      } else if (type === T360_MESSAGE_TYPE.market || type === T360_MESSAGE_TYPE.settlements) {
        this.mergeMarkets(state, pkg, event.Markets ?? []);
      } else continue;
      state.version += 1;
    }
  }

  private mergeMarkets(state: FixtureState, pkg: T360Package, markets: T360Market[]): void {
    for (const market of markets) {
      let held = state.markets[pkg].get(market.Id);
      if (!held) {
        held = { market: { Id: market.Id, Name: market.Name, Bets: [] }, bets: new Map() };
        state.markets[pkg].set(market.Id, held);
      }
      if (market.MainLine !== undefined) held.market.MainLine = market.MainLine;
      for (const bet of market.Bets) {
        held.bets.set(bet.Id, { ...held.bets.get(bet.Id), ...bet });
      }
    }
  }

  private build(fixtureId: number, state: FixtureState): FeedFixture | null {
    if (!state.fixture) return null; // markets before metadata: wait for the metadata
    if (state.built?.version === state.version) return state.built.out;
    const marketsOf = (pkg: T360Package): T360Market[] =>
      [...state.markets[pkg].values()].map(({ market, bets }) => ({
        ...market,
        Bets: [...bets.values()],
      }));
    const prematch: T360Event = {
      FixtureId: fixtureId,
      Fixture: state.fixture,
      ...(state.livescore ? { Livescore: state.livescore } : {}),
      Markets: marketsOf('prematch'),
    };
    const inplayMarkets = marketsOf('inplay');
    const out: FeedFixture = {
      prematch,
      inplay: inplayMarkets.length > 0 ? { FixtureId: fixtureId, Markets: inplayMarkets } : null,
      hasInplay: inplayMarkets.length > 0,
    };
    state.built = { version: state.version, out };
    return out;
  }

  snapshot(now: Date): readonly FeedFixture[] {
    const out: FeedFixture[] = [];
    const oldest = now.getTime() - this.lookbackMs;
    for (const [id, state] of this.fixtures) {
      const finished = state.fixture && FINAL.has(state.fixture.Status);
      if (finished && Date.parse(state.fixture!.StartDate) < oldest) {
        this.fixtures.delete(id); // long over: the tables keep it, memory need not
        continue;
      }
      const built = this.build(id, state);
      if (built) out.push(built);
    }
    return out;
  }

  lookup(fixtureIds: readonly number[]): readonly FeedFixture[] {
    return fixtureIds.flatMap((id) => {
      const state = this.fixtures.get(id);
      const built = state ? this.build(id, state) : null;
      return built ? [built] : [];
    });
  }
}
