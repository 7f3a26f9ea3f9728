/**
 * A sports book written straight into the feed's tables (013), for bet tests that must not
 * depend on the simulator: fixtures, markets, bonus folders, and the feed's later moves (price,
 * suspension, start, settlement). Ids are above 2^53, as LSports ids are, so every test also
 * proves they never pass through a JS number.
 */
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../../server/platform/db/db';
import { login, type LoggedIn } from './app-harness';
import { createExtraMember } from './extra-members';
import { fund } from './ledger-fixtures';

let serial = 0n;
const ID_BASE = 9_007_199_254_740_993n; // 2^53 + 1
const nextId = () => (ID_BASE + 1_000n * BigInt(process.pid % 1_000) + ++serial).toString();

export const HOUR_MS = 3_600_000;

export interface FixtureOptions {
  startsAt: Date;
  /** LSports fixture status: 1 not started (default), 2 in progress, 3 finished … */
  status?: number;
  sportId?: number;
  homeName?: string;
  awayName?: string;
  leagueName?: string;
}

export async function insertFixture(q: Queryable, opts: FixtureOptions): Promise<string> {
  const id = nextId();
  await q.query(
    `INSERT INTO sports_fixtures (id, sport_id, location_id, location_name, league_id, league_name,
                                  home_name, away_name, starts_at, status)
     VALUES ($1::bigint, $2, 1, '대한민국', 1, $3, $4, $5, $6, $7)`,
    [
      id,
      opts.sportId ?? 6046,
      opts.leagueName ?? 'K리그1',
      opts.homeName ?? `홈팀${serial}`,
      opts.awayName ?? `원정팀${serial}`,
      opts.startsAt.toISOString(),
      opts.status ?? 1,
    ],
  );
  return id;
}

export interface SelectionOptions {
  fixtureId: string;
  book: 'prematch' | 'inplay';
  marketTypeId: number;
  marketName: string;
  line?: string | null;
  name: string;
  priceHundredths: number;
  status?: 1 | 2 | 3;
}

export async function insertSelection(q: Queryable, opts: SelectionOptions): Promise<string> {
  const id = nextId();
  await q.query(
    `INSERT INTO sports_selections (id, fixture_id, book, market_type_id, market_name, line, name,
                                    price, status)
     VALUES ($1::bigint, $2::bigint, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      opts.fixtureId,
      opts.book,
      opts.marketTypeId,
      opts.marketName,
      opts.line ?? null,
      opts.name,
      opts.priceHundredths,
      opts.status ?? 1,
    ],
  );
  return id;
}

/** A 1X2 market (type 1): home / draw / away selection ids. */
export async function insert1x2(
  q: Queryable,
  fixtureId: string,
  book: 'prematch' | 'inplay',
  prices: [number, number, number],
) {
  const [home, draw, away] = await Promise.all(
    (['1', 'X', '2'] as const).map((name, i) =>
      insertSelection(q, {
        fixtureId,
        book,
        marketTypeId: 1,
        marketName: '1X2',
        name,
        priceHundredths: prices[i]!,
      }),
    ),
  );
  return { home: home!, draw: draw!, away: away! };
}

/** An over/under market (type 2) on `line`: over / under selection ids. */
export async function insertOverUnder(
  q: Queryable,
  fixtureId: string,
  book: 'prematch' | 'inplay',
  line: string,
  prices: [number, number],
) {
  const over = await insertSelection(q, {
    fixtureId,
    book,
    marketTypeId: 2,
    marketName: 'Under/Over',
    line,
    name: 'Over',
    priceHundredths: prices[0],
  });
  const under = await insertSelection(q, {
    fixtureId,
    book,
    marketTypeId: 2,
    marketName: 'Under/Over',
    line,
    name: 'Under',
    priceHundredths: prices[1],
  });
  return { over, under };
}

/** A Korean bonus-odds folder (spec §5): pays its price with `minFolders` regular picks. */
export async function insertBonusFolder(
  q: Queryable,
  minFolders: number,
  priceHundredths: number,
): Promise<string> {
  const id = nextId();
  await q.query(
    `INSERT INTO sports_selections (id, fixture_id, book, market_type_id, market_name, name, price,
                                    min_folders)
     VALUES ($1::bigint, NULL, 'bonus', 900, 'Bonus', $2, $3, $4)`,
    [id, `${minFolders} Folders`, priceHundredths, minFolders],
  );
  return id;
}

/** A prematch fixture `hoursAhead` from `now` with a 1X2 market. */
export async function prematchFixture(
  q: Queryable,
  now: Date,
  prices: [number, number, number] = [185, 330, 420],
  hoursAhead = 3,
) {
  const fixtureId = await insertFixture(q, {
    startsAt: new Date(now.getTime() + hoursAhead * HOUR_MS),
  });
  return { fixtureId, ...(await insert1x2(q, fixtureId, 'prematch', prices)) };
}

/** A live (in progress) fixture with in-play 1X2 and over/under 2.5 markets. */
export async function liveFixture(q: Queryable, now: Date) {
  const fixtureId = await insertFixture(q, {
    startsAt: new Date(now.getTime() - HOUR_MS / 2),
    status: 2,
  });
  const result = await insert1x2(q, fixtureId, 'inplay', [210, 300, 350]);
  const totals = await insertOverUnder(q, fixtureId, 'inplay', '2.5', [190, 190]);
  return { fixtureId, ...result, ...totals };
}

// --- the feed's later moves ---------------------------------------------------------------

export async function setPrice(q: Queryable, selectionId: string, priceHundredths: number) {
  await q.query('UPDATE sports_selections SET price = $2 WHERE id = $1::bigint', [
    selectionId,
    priceHundredths,
  ]);
}

export async function setSelectionStatus(q: Queryable, selectionId: string, status: 1 | 2 | 3) {
  await q.query('UPDATE sports_selections SET status = $2 WHERE id = $1::bigint', [
    selectionId,
    status,
  ]);
}

export async function setFixture(
  q: Queryable,
  fixtureId: string,
  change: { status?: number; startsAt?: Date },
) {
  await q.query(
    `UPDATE sports_fixtures SET status = COALESCE($2, status),
            starts_at = COALESCE($3::timestamptz, starts_at) WHERE id = $1::bigint`,
    [fixtureId, change.status ?? null, change.startsAt?.toISOString() ?? null],
  );
}

/** What the feed does when a market is decided: status 3 and the LSports settlement code. */
export async function settle(q: Queryable, selectionId: string, code: -1 | 1 | 2 | 3 | 4 | 5) {
  await q.query('UPDATE sports_selections SET status = 3, settlement = $2 WHERE id = $1::bigint', [
    selectionId,
    code,
  ]);
}

// --- bettors ----------------------------------------------------------------------------------

/** A member who can log in, with `fundsWon` in cash, and the body of a slip for them. */
export async function fundedBettor(
  h: { db: Db; app: FastifyInstance },
  fundsWon: number,
  opts: { level?: number } = {},
): Promise<LoggedIn & { memberId: number }> {
  const member = await createExtraMember(h.db, { prefix: 'bet', level: opts.level ?? 1 });
  if (fundsWon > 0) await fund(h.db, member.id, fundsWon);
  return { ...(await login(h.app, member.credentials)), memberId: member.id };
}

let keySerial = 0;
export const betKey = () => `sports-bet-${++keySerial}-${Math.random().toString(36).slice(2, 10)}`;

export interface SlipPick {
  selectionId: string;
  priceHundredths: number;
}

export function slip(
  family: 'prematch' | 'korean' | 'inplay',
  picks: SlipPick[],
  stakeWon: number,
  extra: {
    oddsPolicy?: 'none' | 'higher' | 'any';
    systemSize?: number;
    idempotencyKey?: string;
  } = {},
) {
  return { idempotencyKey: extra.idempotencyKey ?? betKey(), family, picks, stakeWon, ...extra };
}
