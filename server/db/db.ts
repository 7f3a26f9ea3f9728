/**
 * The one database interface the services see. Two drivers implement it: PGlite (embedded,
 * default) and node-postgres (DATABASE_URL). Both speak the same SQL, so every query and
 * migration runs on both.
 */
export interface QueryOptions {
  /**
   * Prepares the statement once per connection under this name (PostgreSQL), so it is parsed
   * and planned once instead of on every call: for the hot paths of placement and sessions
   * (issue 3 bench). Only for SQL whose text never varies; one name per text.
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
 * type everywhere beats "number or bigint depending on size" (STACK.md trap). Anything larger
 * is a bug, so it throws instead of losing precision.
 */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds 2^53`);
  return n;
}
