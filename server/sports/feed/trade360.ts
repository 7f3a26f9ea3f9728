/**
 * The message shapes of LSports TRADE360 (docs/architecture.md §8), as far as the book
 * uses them: fixture metadata, livescore, markets with their bets (our selections) and
 * settlements. A licensed feed delivers exactly these (JSON over its queue); the simulator
 * produces the same shapes, so the feed job cannot tell them apart.
 */

/** Header.Type of the messages the book consumes. */
export const T360_MESSAGE_TYPE = {
  fixtureMetadata: 1,
  livescore: 2,
  market: 3,
  keepAlive: 31,
  heartbeat: 32,
  settlements: 35,
} as const;

/** Fixture.Status (LSports): same codes as sports_fixtures.status. */
export const T360_FIXTURE_STATUS = {
  notStarted: 1,
  inProgress: 2,
  finished: 3,
  cancelled: 4,
  postponed: 5,
  interrupted: 6,
  abandoned: 7,
  coverageLost: 8,
  aboutToStart: 9,
} as const;
export type T360FixtureStatus = (typeof T360_FIXTURE_STATUS)[keyof typeof T360_FIXTURE_STATUS];

/** Bet.Status: 1 open, 2 suspended, 3 settled. */
export type T360BetStatus = 1 | 2 | 3;
/** Bet.Settlement: −1 cancelled, 1 loser, 2 winner, 3 refund, 4 half lost, 5 half won. */
export type T360Settlement = -1 | 1 | 2 | 3 | 4 | 5;

export interface T360NameId {
  Id: number;
  Name: string;
}

export interface T360Participant extends T360NameId {
  /** '1' home, '2' away. */
  Position: '1' | '2';
}

export interface T360ExtraData {
  Name: string;
  Value: string;
}

export interface T360Fixture {
  Sport: T360NameId;
  Location: T360NameId;
  League: T360NameId;
  /** ISO-8601 UTC. */
  StartDate: string;
  LastUpdate: string;
  Status: T360FixtureStatus;
  Participants: T360Participant[];
  /** Provider extras; we read 'IsTop' = 'true'. */
  ExtraData?: T360ExtraData[];
}

export interface T360Result {
  Position: '1' | '2';
  Value: string;
}

export interface T360Period {
  /** Period code (spec §9 / common/domain/sports/periods.ts). */
  Type: number;
  IsFinished: boolean;
  IsConfirmed: boolean;
  Results: T360Result[];
}

export interface T360Scoreboard {
  Status: T360FixtureStatus;
  CurrentPeriod: number;
  /** Seconds played in the current period, as a string. */
  Time: string;
  Results: T360Result[];
}

export interface T360Livescore {
  Scoreboard: T360Scoreboard;
  Periods: T360Period[];
  /** We read 'Clock': the game clock as the scoreboard shows it ('67', '08:40', '초'). */
  LivescoreExtraData?: T360ExtraData[];
}

export interface T360Bet {
  /** LSports bet ids exceed 2^53: a decimal string. */
  Id: string;
  Name: string;
  Line?: string;
  /** The market's line (the home side's for a handicap). */
  BaseLine?: string;
  Status: T360BetStatus;
  StartPrice: string;
  /** Decimal odds as text ('1.85'). */
  Price: string;
  Settlement?: T360Settlement;
  LastUpdate: string;
}

export interface T360Market {
  Id: number;
  Name: string;
  Bets: T360Bet[];
  /** The provider's main line of a line market. */
  MainLine?: string;
}

/** One fixture in a message body: any part may be absent in a partial update. */
export interface T360Event {
  FixtureId: number;
  Fixture?: T360Fixture;
  Livescore?: T360Livescore;
  Markets?: T360Market[];
}

export interface T360Message {
  Header: { Type: number; MsgGuid?: string; ServerTimestamp: number };
  Body: { Events: T360Event[] };
}

export function extraValue(extra: T360ExtraData[] | undefined, name: string): string | undefined {
  return extra?.find((e) => e.Name === name)?.Value;
}

/** '1.85' → 185 (odds as integer hundredths, docs/architecture.md §5). */
export function priceHundredths(price: string): number {
  return Math.round(Number(price) * 100);
}

/** 185 → '1.85'. */
export function priceText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}
