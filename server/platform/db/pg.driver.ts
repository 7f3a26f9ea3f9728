import pg from 'pg';
import { parseInt8, withoutValues, type Db, type Queryable, type QueryOptions } from './db';

export interface PostgresOptions {
  /** Every connection gets `search_path=<schema>`; the schema is created if missing. */
  schema?: string;
  /** Pool size. */
  max?: number;
  /**
   * PostgreSQL ends a session left idle inside a transaction for longer than this, and so frees
   * its row and advisory locks: a node that froze or lost its network mid-transaction (no FIN
   * reaches the server, so its socket looks alive for hours) cannot keep members' rows locked.
   * Idle means between statements, never during one: no use-case of ours waits that
   * long between two. 0 turns it off.
   */
  idleInTransactionTimeoutMs?: number;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/** Schema names go into a connection option and DDL unquoted, so only plain identifiers pass. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

const OID = {
  INT8: 20,
  DATE: 1082,
  TIMESTAMPTZ: 1184,
  TEXT_ARRAY: 1009,
  INT8_ARRAY: 1016,
  TIMESTAMPTZ_ARRAY: 1185,
};

/** Same rule as the PGlite driver: ISO strings, `infinity` left as written. */
function parseTimestamptz(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

type Nested<T> = T | null | Nested<T>[];

function mapArray<T>(value: Nested<string>, parse: (text: string) => T): Nested<T> {
  if (value === null) return null;
  return Array.isArray(value) ? value.map((item) => mapArray(item, parse)) : parse(value);
}

/** Parses an array's text as text[] (node-postgres' parser), then each element with `parse`. */
function arrayOf<T>(parse: (text: string) => T): (text: string) => Nested<T> {
  const parseTextArray = pg.types.getTypeParser(OID.TEXT_ARRAY, 'text') as (
    text: string,
  ) => Nested<string>;
  return (text) => mapArray(parseTextArray(text), parse);
}

/**
 * Type parsers for this pool only (not `pg.types.setTypeParser`, which is global): the values
 * must look exactly like the PGlite driver's — int8 as safe-integer numbers, timestamptz as ISO
 * strings, DATE as `YYYY-MM-DD` text, JSON/JSONB parsed (node-postgres' default).
 */
const PARSERS: Record<number, (text: string) => unknown> = {
  [OID.INT8]: parseInt8,
  [OID.DATE]: (text) => text,
  [OID.TIMESTAMPTZ]: parseTimestamptz,
  [OID.INT8_ARRAY]: arrayOf(parseInt8),
  [OID.TIMESTAMPTZ_ARRAY]: arrayOf(parseTimestamptz),
};

const customTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && PARSERS[oid]
      ? PARSERS[oid]
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(
      sql: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ): Promise<Row[]> {
      const values = params as unknown[] | undefined;
      // Without parameters node-postgres uses the simple protocol: several statements are
      // allowed and it answers with one result per statement; keep the last, like PGlite.
      // A named statement is prepared on each pooled connection the first time it runs there.
      let result: pg.QueryResult | pg.QueryResult[];
      try {
        result = (await (options?.prepareAs
          ? client.query({ name: options.prepareAs, text: sql, values })
          : client.query(sql, values))) as pg.QueryResult | pg.QueryResult[];
      } catch (error) {
        throw withoutValues(error, sql);
      }
      const last = Array.isArray(result) ? result.at(-1) : result;
      return (last?.rows ?? []) as Row[];
    },
  };
}

/**
 * `url` with `settings` in its `options` parameter, before any the URL already has (PostgreSQL
 * takes the last of a setting given twice, so the URL's own choice stands). node-postgres lets a
 * URL's `options` replace a pool's `options` outright, so they are merged here.
 */
function withSessionSettings(url: string, settings: string[]): string {
  const target = new URL(url);
  const own = target.searchParams.get('options');
  target.searchParams.set('options', [...settings, ...(own ? [own] : [])].join(' '));
  return target.toString();
}

/** PostgreSQL through a node-postgres pool; each transaction holds one pooled client. */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const { schema } = opts;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`invalid schema name: ${schema}`);
  }
  if (schema !== undefined) {
    // Created before the pool opens so every pooled connection finds it on its search_path.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // Two processes creating the same schema at once: IF NOT EXISTS is not atomic, and the
      // loser sees a unique violation on pg_namespace (23505) or duplicate_schema (42P06).
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42P06') throw error;
    } finally {
      await admin.end();
    }
  }
  const idleInTransaction = Math.max(
    0,
    Math.floor(opts.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS),
  );
  const pool = new pg.Pool({
    connectionString: withSessionSettings(url, [
      `-c idle_in_transaction_session_timeout=${idleInTransaction}`,
      ...(schema === undefined ? [] : [`-c search_path=${schema}`]),
    ]),
    max: opts.max ?? DEFAULT_POOL_SIZE,
    types: customTypes,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  return {
    kind: 'postgres',
    query: queryable(pool).query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      // The pool watches only its idle clients: a connection lost while checked out (server
      // restart, network drop) emits 'error' on the client, and with no listener Node ends the
      // process. The query in flight rejects with the same error; the client is not reused.
      const lost = (error: Error) => (broken = error);
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // A connection that cannot roll back is not given back to the pool.
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
