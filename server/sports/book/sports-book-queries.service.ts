/**
 * The read side of the sports book (spec §2, §7, §9): side-menu counts, fixture
 * pages of the European, domestic and in-play books (15 a page), one fixture's markets, bonus
 * folders, results and the in-play snapshot. Settled selections are never listed (results
 * excepted); an operator's suspension shows as status 2 (sports-book-views.ts).
 */
import {
  SPORT_ID_VALUES,
  type BonusFolderView,
  type SportsBook,
  type SportsFixtureView,
} from '../../../common/contract/sports.contract';
import { type FixturesQuery } from '../../../common/contract/sports-book.contract';
import { bonusFolderLabel, sportName } from '../../../common/i18n/sports.ko';
import type { Db } from '../../platform/db/db';
import { seoulDayRange } from '../../platform/lib/seoul-day';
import { AppError } from '../../platform/lib/app-error';
import type { Clock } from '../../platform/lib/clock';
import { pageOfRows, pageWindow } from '../../platform/lib/paging';
import { requiredTypeIds, shownOn, type ListKind, type MarketFilter } from './sports-book-boards';
import {
  FIXTURE_COLUMNS,
  SELECTION_COLUMNS,
  type BookName,
  type FixtureRow,
  type SelectionRow,
} from '../sports-book-rows';
import { effectiveStatus, fixtureView, marketCountOf, marketViews } from '../sports-book-views';

/** /sports-prematch/event/top: how many top events the home strip shows. */
const TOP_EVENTS = 10;

/** A WHERE clause under construction with its parameters ($1 …). */
class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: (p: (value: unknown) => string) => string): this {
    this.parts.push(sql((value) => `$${this.params.push(value)}`));
    return this;
  }
  get sql(): string {
    return this.parts.length > 0 ? this.parts.join(' AND ') : 'TRUE';
  }
}

/** Escapes LIKE wildcards so a search for '50%' finds '50%'. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Fixtures a member can bet on now in a book (bettable as sports-bet-pricing.ts decides). */
function openIn(where: Where, book: 'prematch' | 'inplay', now: Date, typeIds: number[] | null) {
  // Spec §7: sports outside the five ('etc') are never offered.
  where.add((p) => `f.sport_id = ANY(${p([...SPORT_ID_VALUES])}::int[])`);
  if (book === 'prematch') {
    where.add((p) => `f.status IN (1, 9) AND f.starts_at > ${p(now.toISOString())}`);
  } else {
    where.add(() => 'f.status = 2 AND f.has_inplay');
  }
  where.add(
    (p) => `EXISTS (SELECT 1 FROM sports_selections s
                     WHERE s.fixture_id = f.id AND s.book = ${p(book)} AND s.status <> 3
                     ${typeIds ? `AND s.market_type_id = ANY(${p(typeIds)}::int[])` : ''})`,
  );
  return where;
}

export class SportsBookQueries {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Spec §7 `sports-prematch/sports`: every offered sport, 'etc' never (the client sums). */
  async sportCounts() {
    const where = openIn(new Where(), 'prematch', this.clock(), null);
    const rows = await this.db.query<{ sport_id: number; cnt: number }>(
      `SELECT f.sport_id, count(*)::int AS cnt FROM sports_fixtures f
        WHERE ${where.sql} GROUP BY f.sport_id`,
      where.params,
    );
    return SPORT_ID_VALUES.map((sportId) => ({
      sport_id: sportId,
      cnt: rows.find((r) => r.sport_id === sportId)?.cnt ?? 0,
      name_korean: sportName(sportId),
    }));
  }

  async locationCounts(sportId: number) {
    const where = openIn(new Where(), 'prematch', this.clock(), null).add(
      (p) => `f.sport_id = ${p(sportId)}`,
    );
    return this.db.query<{ location_id: number; cnt: number; name_korean: string }>(
      `SELECT f.location_id, count(*)::int AS cnt, min(f.location_name) AS name_korean
         FROM sports_fixtures f WHERE ${where.sql}
        GROUP BY f.location_id ORDER BY cnt DESC, name_korean`,
      where.params,
    );
  }

  async leagueCounts(sportId: number, locationId: number) {
    const where = openIn(new Where(), 'prematch', this.clock(), null)
      .add((p) => `f.sport_id = ${p(sportId)}`)
      .add((p) => `f.location_id = ${p(locationId)}`);
    return this.db.query<{ league_id: number; cnt: number; name_korean: string }>(
      `SELECT f.league_id, count(*)::int AS cnt, min(f.league_name) AS name_korean
         FROM sports_fixtures f WHERE ${where.sql}
        GROUP BY f.league_id ORDER BY cnt DESC, name_korean`,
      where.params,
    );
  }

  /** Spec §7 `sports-prematch/event/top`: the big leagues' next fixtures, soonest first. */
  async topEvents(): Promise<{ items: SportsFixtureView[] }> {
    const where = openIn(new Where(), 'prematch', this.clock(), null).add(() => 'f.is_top');
    const fixtures = await this.db.query<FixtureRow>(
      `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures f WHERE ${where.sql}
        ORDER BY f.starts_at, f.id LIMIT ${TOP_EVENTS}`,
      where.params,
    );
    return { items: await this.withMarkets(fixtures, 'prematch', 'main', 'all') };
  }

  /** `GET /api/sports/fixtures`: one page of a book (spec §9: 15 a page). */
  async fixtures(query: FixturesQuery) {
    const live = query.book === 'inplay' || query.board === 'live';
    const book = live ? 'inplay' : 'prematch';
    const kind: ListKind = query.book === 'korea' ? (query.board ?? 'cross') : 'main';
    // The market tabs belong to /europe and /inplay; a domestic board picks its own markets.
    const filter: MarketFilter = query.book === 'korea' ? 'all' : query.market;
    const where = openIn(new Where(), book, this.clock(), requiredTypeIds(kind, filter));
    if (query.sport_id !== undefined) where.add((p) => `f.sport_id = ${p(query.sport_id)}`);
    if (query.location_id !== undefined) {
      where.add((p) => `f.location_id = ${p(query.location_id)}`);
    }
    if (query.league !== undefined) where.add((p) => `f.league_id = ${p(query.league)}`);
    if (query.search) {
      where.add((p) => {
        const pattern = p(likePattern(query.search!));
        return `(f.home_name ILIKE ${pattern} OR f.away_name ILIKE ${pattern}
                 OR f.league_name ILIKE ${pattern})`;
      });
    }
    const { limit, offset } = pageWindow(query.page);
    const [count] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sports_fixtures f WHERE ${where.sql}`,
      where.params,
    );
    const fixtures = await this.db.query<FixtureRow>(
      `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures f WHERE ${where.sql}
        ORDER BY f.starts_at, f.id LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    const items = await this.withMarkets(fixtures, book, kind, filter);
    if (kind === 'proto') items.forEach((item, i) => (item.protoNo = offset + i + 1));
    return pageOfRows(items, query.page, count?.count ?? 0);
  }

  /** `GET /api/sports/fixtures/:id?book=`: every open market of one fixture in a book. */
  async fixture(fixtureId: string, book: SportsBook): Promise<SportsFixtureView> {
    const [row] = await this.db.query<FixtureRow>(
      `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures f WHERE f.id = $1::bigint`,
      [fixtureId],
    );
    if (!row) throw new AppError(404, 'NOT_FOUND');
    const rows = await this.selectionsOf([row.id], book === 'inplay' ? 'inplay' : 'prematch');
    const open = rows.get(row.id) ?? [];
    return fixtureView(row, marketViews(row.id, row.sport_id, open), marketCountOf(row.id, open));
  }

  /** The Korean book's bonus-odds folders (spec §5), fewest folders first. */
  async bonusFolders(): Promise<{ items: BonusFolderView[] }> {
    const rows = await this.db.query<SelectionRow>(
      `SELECT ${SELECTION_COLUMNS} FROM sports_selections s
        WHERE s.book = 'bonus' AND s.status <> 3 ORDER BY s.min_folders, s.id`,
    );
    return {
      items: rows
        .filter((r) => effectiveStatus(r) === 1)
        .map((r) => ({
          id: r.id,
          minFolders: r.min_folders ?? 1,
          priceHundredths: r.price,
          label: bonusFolderLabel(r.min_folders ?? 1),
        })),
    };
  }

  /** /game_result/sports: finished (and void) fixtures, latest first, with settled markets. */
  async results(sportId: number | undefined, date: string | undefined, page: number) {
    const where = new Where().add(() => 'f.status IN (3, 4, 7)');
    if (sportId !== undefined) where.add((p) => `f.sport_id = ${p(sportId)}`);
    if (date) {
      const { from, to } = seoulDayRange(date);
      where.add((p) => `f.starts_at >= ${p(from.toISOString())}`);
      where.add((p) => `f.starts_at < ${p(to.toISOString())}`);
    }
    const { limit, offset } = pageWindow(page);
    const [count] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sports_fixtures f WHERE ${where.sql}`,
      where.params,
    );
    const fixtures = await this.db.query<FixtureRow>(
      `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures f WHERE ${where.sql}
        ORDER BY f.starts_at DESC, f.id DESC LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    const items = await this.withMarkets(fixtures, 'prematch', 'results', 'all', true);
    return pageOfRows(items, page, count?.count ?? 0);
  }

  /** Every live fixture with all its open in-play markets (the stream's snapshot). */
  async inplay(sportId: number | undefined) {
    const where = openIn(new Where(), 'inplay', this.clock(), null);
    if (sportId !== undefined) where.add((p) => `f.sport_id = ${p(sportId)}`);
    const fixtures = await this.db.query<FixtureRow>(
      `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures f WHERE ${where.sql}
        ORDER BY f.starts_at, f.id`,
      where.params,
    );
    const selections = await this.selectionsOf(
      fixtures.map((f) => f.id),
      'inplay',
    );
    const items = fixtures.map((f) => {
      const rows = selections.get(f.id) ?? [];
      return fixtureView(f, marketViews(f.id, f.sport_id, rows), marketCountOf(f.id, rows));
    });
    return { items, serverTime: this.clock().toISOString() };
  }

  private async selectionsOf(
    fixtureIds: string[],
    book: Exclude<BookName, 'bonus'>,
    includeSettled = false,
  ): Promise<Map<string, SelectionRow[]>> {
    const byFixture = new Map<string, SelectionRow[]>();
    if (fixtureIds.length === 0) return byFixture;
    const rows = await this.db.query<SelectionRow>(
      `SELECT ${SELECTION_COLUMNS} FROM sports_selections s
        WHERE s.fixture_id = ANY($1::bigint[]) AND s.book = $2
          ${includeSettled ? '' : 'AND s.status <> 3'}
        ORDER BY s.id`,
      [fixtureIds, book],
    );
    for (const row of rows) {
      const list = byFixture.get(row.fixture_id!);
      if (list) list.push(row);
      else byFixture.set(row.fixture_id!, [row]);
    }
    return byFixture;
  }

  private async withMarkets(
    fixtures: FixtureRow[],
    book: Exclude<BookName, 'bonus'>,
    kind: ListKind,
    filter: MarketFilter,
    includeSettled = false,
  ): Promise<SportsFixtureView[]> {
    const selections = await this.selectionsOf(
      fixtures.map((f) => f.id),
      book,
      includeSettled,
    );
    return fixtures.map((f) => {
      const rows = selections.get(f.id) ?? [];
      const shown = rows.filter((r) => shownOn(kind, filter, f.sport_id, r));
      const open = rows.filter((r) => r.status !== 3);
      return fixtureView(f, marketViews(f.id, f.sport_id, shown), marketCountOf(f.id, open));
    });
  }
}
