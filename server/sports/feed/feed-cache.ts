/**
 * What the tables hold, as far as the feed still writes it, so a tick diffs against the tables
 * and writes only what changed: every unfinished fixture and every fixture of the snapshot
 * window, with their selections. Loaded from the tables inside the tick's transaction whenever
 * this node cannot be sure it is current (first tick, a tick another node wrote, a failed
 * tick), then kept up to date with what each committed tick wrote.
 */
import type { Queryable } from '../../platform/db/db';
import {
  FINAL_FIXTURE_STATUSES,
  FIXTURE_COLUMNS,
  SELECTION_COLUMNS,
  type FixtureRow,
  type SelectionRow,
} from '../sports-book-rows';
import { fixtureSignature, selectionSignature } from './feed-rows';

export interface Cached<R> {
  row: R;
  signature: string;
}

export class FeedCache {
  readonly fixtures = new Map<string, Cached<FixtureRow>>();
  readonly selections = new Map<string, Cached<SelectionRow>>();
  readonly selectionsOf = new Map<string, Set<string>>();

  static async load(q: Queryable, windowStart: Date): Promise<FeedCache> {
    const cache = new FeedCache();
    const fixtures = await q.query<FixtureRow>(
      `SELECT ${FIXTURE_COLUMNS} FROM sports_fixtures f
        WHERE f.status NOT IN (${FINAL_FIXTURE_STATUSES.join(', ')}) OR f.starts_at >= $1`,
      [windowStart.toISOString()],
    );
    for (const row of fixtures) cache.putFixture(row);
    const selections = await q.query<SelectionRow>(
      `SELECT ${SELECTION_COLUMNS} FROM sports_selections s
         JOIN sports_fixtures f ON f.id = s.fixture_id
        WHERE s.book IN ('prematch', 'inplay')
          AND (f.status NOT IN (${FINAL_FIXTURE_STATUSES.join(', ')}) OR f.starts_at >= $1)`,
      [windowStart.toISOString()],
    );
    for (const row of selections) cache.putSelection(row);
    return cache;
  }

  putFixture(row: FixtureRow): void {
    this.fixtures.set(row.id, { row, signature: fixtureSignature(row) });
  }

  putSelection(row: SelectionRow): void {
    this.selections.set(row.id, { row, signature: selectionSignature(row) });
    const fixtureId = row.fixture_id!;
    let ids = this.selectionsOf.get(fixtureId);
    if (!ids) this.selectionsOf.set(fixtureId, (ids = new Set()));
    ids.add(row.id);
  }

  /** Open rows of a fixture's book (for counts in stream messages). */
  rowsOf(fixtureId: string, book: 'prematch' | 'inplay'): SelectionRow[] {
    const out: SelectionRow[] = [];
    for (const id of this.selectionsOf.get(fixtureId) ?? []) {
      const cached = this.selections.get(id)!;
      if (cached.row.book === book) out.push(cached.row);
    }
    return out;
  }

  /** Forgets a fixture the feed will never write again. */
  evict(fixtureId: string): void {
    this.fixtures.delete(fixtureId);
    for (const id of this.selectionsOf.get(fixtureId) ?? []) this.selections.delete(id);
    this.selectionsOf.delete(fixtureId);
  }
}
