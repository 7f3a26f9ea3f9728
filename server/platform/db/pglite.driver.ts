import { PGlite, types } from '@electric-sql/pglite';
import { parseInt8, withoutValues, type Db, type Queryable } from './db';

/**
 * timestamptz comes back as an ISO-8601 string on both drivers: a string survives JSON and
 * structured cloning unchanged, and `Date` objects from two drivers would differ in subtle ways.
 * Values a Date cannot hold (`infinity`) stay as PostgreSQL wrote them.
 */
function parseTimestamptz(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * A DATE is a calendar day, not an instant: keep PostgreSQL's `YYYY-MM-DD` text instead of
 * turning it into a midnight in some time zone (node-postgres does the same in pg.driver.ts).
 */
const keepText = (value: string): string => value;

const PARSERS = {
  [types.INT8]: parseInt8,
  [types.TIMESTAMPTZ]: parseTimestamptz,
  [types.DATE]: keepText,
};

/**
 * A call without parameters goes through the simple query protocol (`exec`), so it may hold
 * several statements (migrations rely on this) and returns the rows of the last one, exactly
 * like node-postgres does for a parameterless query.
 */
type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function queryable(conn: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
      try {
        if (params === undefined || params.length === 0) {
          const results = await conn.exec(sql);
          return (results.at(-1)?.rows ?? []) as Row[];
        }
        const result = await conn.query<Row>(sql, params as unknown[]);
        return result.rows;
      } catch (error) {
        // PGlite attaches the bound values to its errors (`params`): never let them reach a log.
        throw withoutValues(error, sql);
      }
    },
  };
}

export interface PgliteOptions {
  /**
   * A data directory saved with PGlite's `dumpDataDir` to start from instead of an empty one
   * (tests start from a migrated template: no initdb, no migrations, ~1.5 s instead of ~10 s).
   */
  loadDataDir?: Blob;
}

/**
 * Embedded PostgreSQL (WASM), in memory when `dataDir` is undefined.
 *
 * PGlite has one connection. Every top-level `query` and every `transaction` takes PGlite's
 * transaction mutex, so they run one after another and never interleave; concurrent callers
 * simply queue. The consequence: inside `transaction(fn)`, `fn` must use its `tx` only — calling
 * the outer `db.query` or `db.transaction` there waits for the transaction it is part of, forever.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: PgliteOptions = {},
): Promise<Db> {
  return (await openPgliteHandle(dataDir, options)).db;
}

/** `openPglite`, and the PGlite instance itself for what only it can do (`dumpDataDir`). */
export async function openPgliteHandle(
  dataDir: string | undefined,
  options: PgliteOptions = {},
): Promise<{ db: Db; pglite: PGlite }> {
  const pglite = await PGlite.create(dataDir, {
    parsers: PARSERS,
    loadDataDir: options.loadDataDir,
  });
  // In memory, zero-filling each new 16 MB WAL segment (wal_init_zero, there to reserve disk
  // space up front) only grows and copies buffers: ~0.35 s of a 100k-bet round settlement.
  // On disk (dataDir) the default stays.
  if (dataDir === undefined) await pglite.exec('SET wal_init_zero = off');
  const db: Db = {
    kind: 'pglite',
    query: queryable(pglite).query,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      // PGlite commits when the callback resolves and rolls back when it throws.
      return pglite.transaction((tx) => fn(queryable(tx)));
    },
    close: () => pglite.close(),
  };
  return { db, pglite };
}
