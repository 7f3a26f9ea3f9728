import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db, Queryable } from '../db/db';

/** Every this many counted hits, one store deletes the rows whose window ended (migration 032). */
const SWEEP_EVERY_HITS = 500;

interface CounterRow {
  hits: number;
  ttl_ms: number;
}

/**
 * One hit, in one statement: a new key or an ended window starts a window of `timeWindow` ms
 * at 1 hit; a live window counts one more. Time is the database's (`clock_timestamp()`), the one
 * clock every node shares.
 */
const INCREMENT_SQL = `
  INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.window_ends_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
    window_ends_at = CASE WHEN c.window_ends_at <= clock_timestamp()
                          THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
  RETURNING hits,
    GREATEST(0, CEIL(EXTRACT(EPOCH FROM (window_ends_at - clock_timestamp())) * 1000))::int
      AS ttl_ms`;

const READ_SQL = `
  SELECT hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (window_ends_at - clock_timestamp())) * 1000))::int
           AS ttl_ms
    FROM rate_limit_counters WHERE key = $1 AND window_ends_at > clock_timestamp()`;

const SWEEP_SQL = `DELETE FROM rate_limit_counters WHERE window_ends_at < clock_timestamp()`;

/**
 * One hit on `key` in its fixed window of `windowMs`, counted where every node sees it; answers
 * the hits of the window so far, this one included. For limits kept outside the plugin (the
 * casino wallet's log of unsigned calls).
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<number> {
  const [row] = await db.query<CounterRow>(INCREMENT_SQL, [key, windowMs], {
    prepareAs: 'rate_limit_incr',
  });
  return row!.hits;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What the plugin passes at run time (index.js): its merged options to the constructor, and to
 * `child` the route's merged options with `routeInfo` (the d.ts says RouteOptions, which is not
 * what arrives).
 */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
interface ChildOptions extends StoreOptions {
  routeInfo: { method: unknown; url: string };
}

/**
 * A @fastify/rate-limit store (11.x: `incr`, `read`, `child`) on PostgreSQL or PGlite, so a limit
 * reached through one node holds on every node (docs/many-nodes.md says why the
 * database rather than Redis: no extra server, and it is already what sessions and the login
 * throttle share). Fixed windows only: `continueExceeding` and `exponentialBackoff` are refused
 * at start rather than silently ignored.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  class PgRateLimitStore {
    constructor(
      options: StoreOptions,
      /** The route's own prefix (`POST /api/member/join `): each route counts apart. */
      private readonly prefix = '',
    ) {
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('pgRateLimitStore: continueExceeding/exponentialBackoff are not supported');
      }
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      db.query<CounterRow>(INCREMENT_SQL, [this.prefix + key, timeWindow], {
        prepareAs: 'rate_limit_incr',
      }).then(([row]) => {
        callback(null, { current: row!.hits, ttl: row!.ttl_ms });
        if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
          hitsSinceSweep = 0;
          db.query(SWEEP_SQL).catch(() => undefined); // best effort: a stale row resets itself
        }
      }, callback);
    }

    read(key: string, callback: Callback): void {
      db.query<CounterRow>(READ_SQL, [this.prefix + key]).then(
        ([row]) => callback(null, { current: row?.hits ?? 0, ttl: row?.ttl_ms ?? 0 }),
        callback,
      );
    }

    child(routeOptions: ChildOptions): PgRateLimitStore {
      const { method, url } = routeOptions.routeInfo;
      return new PgRateLimitStore(routeOptions, `${String(method)} ${url} `);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
