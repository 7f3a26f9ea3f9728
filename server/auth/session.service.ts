import type { AppConfig } from '../config';
import type { AuthContext } from '../platform/http/auth';
import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { Batcher, type BatchAnswer, type BatcherOptions } from '../platform/lib/batcher';
import { MINUTE_MS, type Clock } from '../platform/lib/clock';
import { beginLoginAttempt } from './login-throttle';
import { spendVerifyTime, verifyPassword } from '../platform/lib/password-hasher';
import type { Realtime } from '../platform/sse/realtime';
import {
  endMemberSessions,
  endSession,
  endedSessionError,
  idleLimitMs,
  isExtended,
  endedSessionStatus,
} from './session-end';
import { hashSessionToken, newSessionToken } from './session-token';
import type { SettingsService } from '../content/settings.service';
import { loginRefusal, sessionLimitEndsAt } from '../responsible/responsible-login';

/** Who is calling, once their token checked out. */

/** The 5 s user poll (spec §9) would otherwise write the session row 12 times a minute. */
const LAST_SEEN_WRITE_EVERY_MS = MINUTE_MS;
const USER_AGENT_MAX = 300;

interface SessionRow {
  session_id: number;
  member_id: number;
  ended_reason: string | null;
  ended_at: string | null;
  last_seen_at: string;
  /** A casino or slot launch keeps the session live until then (migration 025). */
  extended_until: string | null;
  /** The member's session time limit ends the session then (migration 027). */
  limit_ends_at: string | null;
  user_id: string;
  type: number;
  role: number;
  withdrawal_type: number;
  blocked: boolean;
}

/** Token checks in one query per batch: at most this many tokens, this many queries at once. */
const LOOKUP_BATCHING: BatcherOptions = { maxBatch: 256, maxConcurrent: 4 };

/** Login, token checks and logout (spec §4, §7, §8). */
export class SessionService {
  /**
   * Every API request checks its token, so the checks that arrive together share one query.
   * Nothing is cached: the query runs after the requests arrived, so
   * a logout or revocation committed before a request is always seen by it.
   */
  private readonly lookups = new Batcher<string, SessionRow | undefined>(
    (hashes) => this.readSessions(hashes),
    LOOKUP_BATCHING,
  );

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly realtime: Realtime,
  ) {}

  async login(input: { userId: string; password: string; ip: string; userAgent: string }) {
    const userId = input.userId.trim().toLowerCase();
    const now = this.clock();
    // Refused (429) or recorded as a failure until the password proves right.
    const attempt = await beginLoginAttempt(this.db, this.config.login, userId, input.ip, now);

    const [member] = await this.db.query<{
      id: number;
      password_hash: string;
      blocked: boolean;
      withdrawal_type: number;
    }>('SELECT id, password_hash, blocked, withdrawal_type FROM members WHERE user_id = $1', [
      userId,
    ]);
    const passwordOk = member
      ? await verifyPassword(member.password_hash, input.password)
      : await spendVerifyTime(input.password);
    if (!member || !passwordOk) {
      // Same answer for an unknown id and a wrong password: no account enumeration.
      throw new AppError(404, 'INVALID_CREDENTIALS');
    }
    await attempt.succeeded();
    // Checked only after the password, so the block is not revealed to someone guessing.
    if (member.blocked || member.withdrawal_type !== 0) throw new AppError(406, 'ACCOUNT_BLOCKED');
    // A time-out or self-exclusion refuses the login, saying until when.
    const refusal = await loginRefusal(this.db, member.id, now);
    if (refusal) throw refusal;

    const { token, tokenHash } = newSessionToken();
    const { sessionId, replaced } = await this.db.transaction(async (tx) => {
      // Serialises two simultaneous logins of one member before the one-live-session index.
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
      const replaced = await endMemberSessions(tx, member.id, 'replaced', now);
      const limitEndsAt = await sessionLimitEndsAt(tx, member.id, now);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO sessions (member_id, token_hash, ip, user_agent, created_at, last_seen_at,
                               limit_ends_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id`,
        [
          member.id,
          tokenHash,
          input.ip,
          input.userAgent.slice(0, USER_AGENT_MAX),
          now.toISOString(),
          limitEndsAt?.toISOString() ?? null,
        ],
      );
      return { sessionId: row!.id, replaced };
    });
    this.realtime.sessionsEnded(member.id, replaced, endedSessionStatus('replaced'));
    return { token, memberId: member.id, sessionId };
  }

  /** The sessions of these token hashes, with their members; undefined where there is none. */
  private async readSessions(hashes: string[]): Promise<BatchAnswer<SessionRow | undefined>[]> {
    const rows = await this.db.query<SessionRow & { token_hash: string }>(
      `SELECT s.token_hash, s.id AS session_id, s.member_id, s.ended_reason, s.ended_at,
              s.last_seen_at, s.extended_until, s.limit_ends_at, m.user_id, m.type, m.role, m.withdrawal_type, m.blocked
         FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE s.token_hash = ANY($1::text[])`,
      [hashes],
      { prepareAs: 'session_authenticate_many' },
    );
    const byHash = new Map(rows.map((row) => [row.token_hash, row]));
    return hashes.map((hash) => ({ ok: true, value: byHash.get(hash) }));
  }

  /** The caller of a token, or the AppError its session's state calls for (spec §8). */
  async authenticate(token: string): Promise<AuthContext> {
    const row = await this.lookups.submit(hashSessionToken(token));
    if (!row) throw new AppError(401, 'UNAUTHENTICATED');
    if (row.ended_at !== null) throw endedSessionError(row.ended_reason);

    const now = this.clock();
    if (row.blocked || row.withdrawal_type !== 0) {
      await this.end(row, 'blocked', now);
      throw endedSessionError('blocked');
    }
    // The member's session time limit ends the session whatever its idle time.
    if (row.limit_ends_at !== null && new Date(row.limit_ends_at).getTime() <= now.getTime()) {
      await this.end(row, 'expired', now);
      throw new AppError(401, 'RG_SESSION_LIMIT');
    }
    const idleMs = now.getTime() - Date.parse(row.last_seen_at);
    if (
      idleMs > idleLimitMs(this.settings.current().autoLogoutMin) &&
      !isExtended(row.extended_until, now)
    ) {
      await this.end(row, 'expired', now);
      throw endedSessionError('expired');
    }
    if (idleMs >= LAST_SEEN_WRITE_EVERY_MS) {
      await this.db.query(
        'UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL',
        [row.session_id, now.toISOString()],
      );
    }
    return {
      memberId: row.member_id,
      sessionId: row.session_id,
      userId: row.user_id,
      type: row.type,
      role: row.role,
      withdrawalType: row.withdrawal_type,
    };
  }

  /** A session found ended by its token check; its streams on every node end with it. */
  private async end(row: SessionRow, reason: 'blocked' | 'expired', now: Date): Promise<void> {
    if (await endSession(this.db, row.session_id, reason, now)) {
      this.realtime.sessionsEnded(row.member_id, [row.session_id], endedSessionStatus(reason));
    }
  }

  /** Ends the token's session if it is still live; an unknown or ended token is a no-op. */
  async logoutToken(token: string): Promise<void> {
    const ended = await this.db.query<{ id: number; member_id: number }>(
      `UPDATE sessions SET ended_at = $2, ended_reason = 'logout'
        WHERE token_hash = $1 AND ended_at IS NULL RETURNING id, member_id`,
      [hashSessionToken(token), this.clock().toISOString()],
    );
    for (const session of ended) {
      this.realtime.sessionsEnded(session.member_id, [session.id], endedSessionStatus('logout'));
    }
  }
}
