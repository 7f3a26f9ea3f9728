/**
 * The server's own price of every pick (docs/architecture.md §6: the client's price is
 * never trusted). Rows are read FOR SHARE inside the placement transaction, so the feed cannot
 * move a price or suspend a market between our read and our commit: the bet is struck at the
 * price that is current when it commits.
 *
 * Bettable: status 1, not suspended by an operator, no operator correction, and
 *   prematch: fixture not started (status 1 or 9) and starts_at in the future;
 *   inplay:   fixture in progress (status 2);
 *   bonus:    no fixture.
 */
import { FIXTURE_STATUS, SELECTION_STATUS } from '../../../common/contract/sports.contract';
import type { SlipFamily } from '../../../common/domain/betting/slip-validation';
import type { Queryable } from '../../platform/db/db';

export type SelectionBook = 'prematch' | 'inplay' | 'bonus';

export interface BookSelection {
  id: string;
  fixtureId: string | null;
  book: SelectionBook;
  marketTypeId: number;
  marketName: string;
  line: string | null;
  name: string;
  priceHundredths: number;
  status: 1 | 2 | 3;
  operatorSuspended: boolean;
  settlement: number | null;
  /** An operator's correction of the result (sports_selection_overrides). */
  overrideSettlement: number | null;
  minFolders: number | null;
  fixture: {
    sportId: number;
    leagueName: string;
    homeName: string;
    awayName: string;
    startsAt: string;
    status: number;
  } | null;
}

export interface SelectionRow {
  id: string;
  fixture_id: string | null;
  book: SelectionBook;
  market_type_id: number;
  market_name: string;
  line: string | null;
  name: string;
  price: number;
  status: 1 | 2 | 3;
  operator_suspended: boolean;
  settlement: number | null;
  override_settlement: number | null;
  min_folders: number | null;
  sport_id: number | null;
  league_name: string | null;
  home_name: string | null;
  away_name: string | null;
  starts_at: string | null;
  fixture_status: number | null;
}

/** Families ↔ books: korean = prematch + bonus folders, the others their own. */
export const BOOKS_OF_FAMILY: Record<SlipFamily, readonly SelectionBook[]> = {
  prematch: ['prematch'],
  korean: ['prematch', 'bonus'],
  inplay: ['inplay'],
};

const SELECTION_COLUMNS = `s.id::text AS id, s.fixture_id::text AS fixture_id, s.book,
  s.market_type_id, s.market_name, s.line, s.name, s.price, s.status, s.operator_suspended,
  s.settlement, o.settlement AS override_settlement, s.min_folders, f.sport_id,
  f.league_name, f.home_name, f.away_name, f.starts_at, f.status AS fixture_status`;

function toSelection(row: SelectionRow): BookSelection {
  return {
    id: row.id,
    fixtureId: row.fixture_id,
    book: row.book,
    marketTypeId: row.market_type_id,
    marketName: row.market_name,
    line: row.line,
    name: row.name,
    priceHundredths: row.price,
    status: row.status,
    operatorSuspended: row.operator_suspended,
    settlement: row.settlement,
    overrideSettlement: row.override_settlement,
    minFolders: row.min_folders,
    fixture:
      row.fixture_id === null
        ? null
        : {
            sportId: row.sport_id ?? 0,
            leagueName: row.league_name ?? '',
            homeName: row.home_name ?? '',
            awayName: row.away_name ?? '',
            startsAt: row.starts_at ?? '',
            status: row.fixture_status ?? 0,
          },
  };
}

/**
 * The selections of `ids` by id, read (and, with `lock`, share-locked in id order, so two
 * placements never wait on each other in opposite orders). Unknown ids are simply absent.
 */
export async function readSelections(
  q: Queryable,
  ids: readonly string[],
  lock: boolean,
): Promise<Map<string, BookSelection>> {
  const rows = await q.query<SelectionRow>(
    `SELECT ${SELECTION_COLUMNS}
       FROM sports_selections s
       LEFT JOIN sports_fixtures f ON f.id = s.fixture_id
       LEFT JOIN sports_selection_overrides o ON o.selection_id = s.id
      WHERE s.id = ANY($1::bigint[])
      ORDER BY s.id${lock ? ' FOR SHARE OF s' : ''}`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, toSelection(row)]));
}

/**
 * The book a placement prices from, read in a statement of its own AFTER the statement that
 * share-locked the selections. That statement may have waited for an operator's result
 * correction (which locks the selection FOR UPDATE and writes sports_selection_overrides): in
 * READ COMMITTED it re-reads the locked row itself once the wait ends, but the joined override
 * and fixture as they were before the wait, so a slip could be taken on a selection whose
 * result had just been corrected. Read now, with the share locks held, every correction that
 * committed is seen and none can commit until this placement does (docs/money-lifecycles.md).
 */
export function readLockedBook(q: Queryable, ids: readonly string[]) {
  return readSelections(q, ids, false);
}

/**
 * The share locks of `readSelections(q, ids, true)`, in id order, as a CTE named `picked` over
 * the ids in parameter `$idsParam`, for a statement that also reads the bettor: reference it
 * (`(SELECT count(*) FROM picked)`) or PostgreSQL skips it. The book itself is read after, by
 * `readLockedBook`.
 */
export function lockedSelectionsCte(idsParam: number): string {
  return `picked AS (
    SELECT s.id FROM sports_selections s
     WHERE s.id = ANY($${idsParam}::bigint[])
     ORDER BY s.id FOR SHARE OF s
  )`;
}

export type Availability = 'open' | 'suspended' | 'closed';

function isResultKnown(s: BookSelection): boolean {
  return (
    s.status === SELECTION_STATUS.settled || s.settlement !== null || s.overrideSettlement !== null
  );
}

/** Whether a member can bet this selection now, and if not, why (suspended or closed). */
export function availabilityOf(s: BookSelection, nowMs: number): Availability {
  if (isResultKnown(s)) return 'closed';
  if (s.book === 'prematch') {
    const f = s.fixture;
    const notStarted =
      f !== null &&
      (f.status === FIXTURE_STATUS.notStarted || f.status === FIXTURE_STATUS.aboutToStart) &&
      Date.parse(f.startsAt) > nowMs;
    if (!notStarted) return 'closed';
  }
  if (s.book === 'inplay' && s.fixture?.status !== FIXTURE_STATUS.inProgress) return 'closed';
  if (s.status !== SELECTION_STATUS.open || s.operatorSuspended) return 'suspended';
  return 'open';
}

/** The status a slip shows for a pick (repricedLegSchema): 1 bettable, 2 not now, 3 settled. */
export function effectiveStatus(s: BookSelection, nowMs: number): 1 | 2 | 3 {
  if (isResultKnown(s)) return SELECTION_STATUS.settled;
  return availabilityOf(s, nowMs) === 'open' ? SELECTION_STATUS.open : SELECTION_STATUS.suspended;
}
