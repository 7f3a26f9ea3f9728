import type { Db } from '../platform/db/db';
import { endedSessionStatus } from './session-end';
import { JobLoop } from '../platform/jobs/job-loop';
import type { Clock } from '../platform/lib/clock';
import type { Realtime } from '../platform/sse/realtime';

/** Sessions ended per statement; a backlog (after downtime) takes several. */
const BATCH = 500;

/**
 * Ends the sessions idle past their limit (session-end.ts `idleLimitMs`) and closes their streams;
 * a session a casino or slot launch extended (extended_until ahead, migration 025) stays.
 * A token check expires its own session on its next request (SessionService.authenticate), but a
 * member who only holds streams sends none, so without this sweep those streams would outlive
 * the session. Runs on every node: each session is ended by exactly one UPDATE (a row another
 * node holds is skipped, and `ended_at IS NULL` is re-checked), so each end is published once.
 * The candidate rows come from the partial index of migration 021 (live sessions by last_seen_at).
 */
export class SessionExpirySweeper {
  private readonly loop = new JobLoop(() => this.runSweep());

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The idle limit in force (settings change at runtime). */
    private readonly idleLimitMs: () => number,
    private readonly realtime: Realtime,
  ) {}

  /** Sweeps every `tickMs` (0: never; tests call `sweep`). */
  start(tickMs: number): void {
    this.loop.start(tickMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Serialised within the process; resolves to the number of sessions it ended. */
  sweep(): Promise<number> {
    return this.loop.runNow();
  }

  private async runSweep(): Promise<number> {
    let ended = 0;
    for (;;) {
      const now = this.clock();
      const idleSince = new Date(now.getTime() - this.idleLimitMs());
      const rows = await this.db.query<{ id: number; member_id: number }>(
        `UPDATE sessions SET ended_at = $1, ended_reason = 'expired'
          WHERE id IN (SELECT id FROM sessions
                        WHERE ended_at IS NULL AND last_seen_at < $2
                          AND (extended_until IS NULL OR extended_until <= $1)
                        ORDER BY last_seen_at LIMIT ${BATCH}
                        FOR UPDATE SKIP LOCKED)
            AND ended_at IS NULL
          RETURNING id, member_id`,
        [now.toISOString(), idleSince.toISOString()],
      );
      // One live session per member (migration 001), so each row is its member's only end.
      for (const row of rows)
        this.realtime.sessionsEnded(row.member_id, [row.id], endedSessionStatus('expired'));
      ended += rows.length;
      if (rows.length < BATCH) return ended + (await this.sweepTimeLimited(now));
    }
  }

  /** Sessions past the member's session time limit (migration 027's partial index). */
  private async sweepTimeLimited(now: Date): Promise<number> {
    const rows = await this.db.query<{ id: number; member_id: number }>(
      `UPDATE sessions SET ended_at = $1, ended_reason = 'expired'
        WHERE id IN (SELECT id FROM sessions
                      WHERE ended_at IS NULL AND limit_ends_at IS NOT NULL AND limit_ends_at <= $1
                      LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          AND ended_at IS NULL
        RETURNING id, member_id`,
      [now.toISOString()],
    );
    for (const row of rows)
      this.realtime.sessionsEnded(row.member_id, [row.id], endedSessionStatus('expired'));
    return rows.length;
  }
}
