/**
 * The one database interface the services see. Two drivers implement it: PGlite (embedded,
 * default) and node-postgres (DATABASE_URL). Both speak the same SQL, so every query and
 * migration runs on both.
 */
export interface QueryOptions {
  /**
   * Prepares the statement once per connection under this name (PostgreSQL), so it is parsed
   * and planned once instead of on every call: for the hot paths of placement and sessions.
   * Only for SQL whose text never varies; one name per text.
   */
  prepareAs?: string;
}

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction (READ COMMITTED): commits if it resolves, rolls back if it
   * throws. A use-case's writes all go through one `tx`, so a failure leaves nothing behind.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * int8 (bigint) columns come back as JS numbers: every amount we store fits in 2^53, and one
 * type everywhere beats "number or bigint depending on size" (docs/toolchain.md). Anything larger
 * is a bug, so it throws instead of losing precision.
 */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds 2^53`);
  return n;
}

/**
 * Fields of a driver error that carry the statement's values: PGlite attaches the bound
 * `params` (and `queryOptions`); PostgreSQL's `detail` names key values (`Key (phone)=(010…)`)
 * and its `where` quotes bind parameters (`unnamed portal parameter $2 = '…'`).
 */
const VALUE_FIELDS = ['params', 'queryOptions', 'detail', 'where', 'internalQuery'] as const;

/** SQLSTATE class 22 (data exception) messages quote the offending value: `…: "01012345678"`. */
const DATA_EXCEPTION = /^22/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/**
 * Makes a failed statement's error safe to log (a member's phone number reached the log
 * through pino's `err` serialiser, which writes every own field): the values go, what a reader
 * needs stays — the SQL text (`query`, added for node-postgres, which does not keep it), the
 * SQLSTATE `code`, `constraint`, `table`, `column`. Mutates and returns the same error, so
 * `instanceof` and the fields services test (isUniqueViolation) are unchanged.
 */
export function withoutValues(error: unknown, sql: string): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const fields = error as Record<string, unknown> & { message?: unknown; stack?: unknown };
  for (const field of VALUE_FIELDS) delete fields[field];
  if (typeof fields.query !== 'string') fields.query = sql;
  if (typeof fields.code === 'string' && DATA_EXCEPTION.test(fields.code)) {
    const message = String(fields.message ?? '');
    const redacted = message.replace(QUOTED, '"…"');
    if (redacted !== message) {
      fields.message = redacted;
      if (typeof fields.stack === 'string') fields.stack = fields.stack.replace(message, redacted);
    }
  }
  return error;
}
