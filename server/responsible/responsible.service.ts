/**
 * The member's responsible-gambling tools: limits, reality check,
 * session time limit, time-out, self-exclusion, coming back, history, and the reality check's
 * figures. One transaction per use-case, after the member's row lock. Ending the member's
 * sessions is auth's: the composition hands it in (ResponsibleSessions; auth consults this area,
 * so this area cannot import auth).
 */
import type {
  RealityCheckInterval,
  RealityCheckSummary,
  ResponsibleBlockView,
  ResponsibleHistoryPage,
  ResponsibleLimitKind,
  ResponsibleView,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from '../../common/contract/responsible.contract';
import type { SessionEndedStatus } from '../../common/contract/sse.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';
import { spendVerifyTime, verifyPassword } from '../platform/lib/password-hasher';
import type { Realtime } from '../platform/sse/realtime';
import { lockMember } from '../member/member-lock';
import { imposeBlock, requestComeBack, type BlockRequest } from './responsible-blocks';
import { recordLimitHits, ResponsibleRefusal } from './responsible-checks';
import { cancelPendingLimit, confirmLimit, setLimit } from './responsible-limits';
import { PLAY_TRANSFER_KINDS } from './stake-gate-kinds';
import {
  HISTORY_COLUMNS,
  historyRow,
  iso,
  memberLimitViews,
  readBlocks,
  readSettings,
  writeHistory,
  type HistoryDbRow,
} from './responsible-views';

/** What this area needs of auth's sessions, wired by the composition (server/services.ts). */
export interface ResponsibleSessions {
  /** Ends every live session of the member (inside `tx`); their ids, for the streams. */
  endAll(tx: Queryable, memberId: number, at: Date): Promise<number[]>;
  /** The status their tokens and streams answer (556: ended by the site). */
  endedStatus: SessionEndedStatus;
  /** Moves the live sessions' time-limit end: created_at + minutes (null: none). */
  retime(tx: Queryable, memberId: number, minutes: number | null): Promise<void>;
}

export class ResponsibleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
    private readonly sessions: ResponsibleSessions,
  ) {}

  async view(memberId: number): Promise<ResponsibleView> {
    const at = this.clock();
    const [limits, settings, blocks] = await Promise.all([
      memberLimitViews(this.db, memberId, at),
      readSettings(this.db, memberId),
      readBlocks(this.db, memberId, at),
    ]);
    return { limits, ...settings, block: blocks.find((b) => b.active) ?? null };
  }

  async setLimit(memberId: number, kind: ResponsibleLimitKind, amount: number | null) {
    await this.inMemberTx(memberId, (tx, at) => setLimit(tx, memberId, kind, amount, at));
    return this.view(memberId);
  }

  async confirmLimit(memberId: number, kind: ResponsibleLimitKind) {
    await this.inMemberTx(memberId, (tx, at) => confirmLimit(tx, memberId, kind, at));
    return this.view(memberId);
  }

  async cancelLimit(memberId: number, kind: ResponsibleLimitKind) {
    await this.inMemberTx(memberId, (tx, at) => cancelPendingLimit(tx, memberId, kind, at));
    return this.view(memberId);
  }

  async setRealityCheck(memberId: number, intervalMin: RealityCheckInterval) {
    await this.inMemberTx(memberId, async (tx, at) => {
      const before = (await readSettings(tx, memberId)).realityCheckMin;
      await tx.query(
        `INSERT INTO rg_settings (member_id, reality_check_min, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET reality_check_min = $2, updated_at = $3`,
        [memberId, intervalMin, at.toISOString()],
      );
      await writeHistory(tx, {
        memberId,
        at,
        action: 'realityCheckSet',
        source: 'member',
        before,
        after: intervalMin,
      });
    });
    return this.view(memberId);
  }

  /** The session time limit; the live session's end moves with it (created_at + minutes). */
  async setSessionLimit(memberId: number, minutes: number | null) {
    await this.inMemberTx(memberId, async (tx, at) => {
      const before = (await readSettings(tx, memberId)).sessionLimitMin;
      await tx.query(
        `INSERT INTO rg_settings (member_id, session_limit_min, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET session_limit_min = $2, updated_at = $3`,
        [memberId, minutes, at.toISOString()],
      );
      await this.sessions.retime(tx, memberId, minutes);
      await writeHistory(tx, {
        memberId,
        at,
        action: 'sessionLimitSet',
        source: 'member',
        before,
        after: minutes,
      });
    });
    return this.view(memberId);
  }

  timeOut(memberId: number, period: TimeOutPeriod): Promise<ResponsibleBlockView> {
    return this.block({
      memberId,
      kind: 'timeOut',
      period,
      source: 'member',
      actorId: null,
      reason: '',
    });
  }

  selfExclude(memberId: number, period: SelfExclusionPeriod): Promise<ResponsibleBlockView> {
    return this.block({
      memberId,
      kind: 'selfExclusion',
      period,
      source: 'member',
      actorId: null,
      reason: '',
    });
  }

  /**
   * A block in force at once: written, then every live session of the member ended in the same
   * transaction; their streams close on every node after the commit (Realtime.sessionsEnded).
   */
  async block(
    req: BlockRequest,
    alsoInTx?: (tx: Queryable, view: ResponsibleBlockView) => Promise<void>,
  ): Promise<ResponsibleBlockView> {
    const { view, ended } = await this.inMemberTx(req.memberId, async (tx, at) => {
      const view = await imposeBlock(tx, req, at);
      await alsoInTx?.(tx, view);
      const ended = await this.sessions.endAll(tx, req.memberId, at);
      return { view, ended };
    });
    this.realtime.sessionsEnded(req.memberId, ended, this.sessions.endedStatus);
    return view;
  }

  /** Not logged in: the login's id and password, as at login (same answer for unknown ids). */
  async comeBack(userId: string, password: string): Promise<{ comeBackAt: string }> {
    const [member] = await this.db.query<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM members WHERE user_id = $1',
      [userId.trim().toLowerCase()],
    );
    const ok = member
      ? await verifyPassword(member.password_hash, password)
      : await spendVerifyTime(password);
    if (!member || !ok) throw new AppError(404, 'INVALID_CREDENTIALS');
    const at = await this.inMemberTx(member.id, (tx, now) => requestComeBack(tx, member.id, now));
    return { comeBackAt: at.toISOString() };
  }

  async history(memberId: number, page: number): Promise<ResponsibleHistoryPage> {
    const { limit, offset } = pageWindow(page);
    const [rows, count] = await Promise.all([
      this.db.query<HistoryDbRow>(
        `SELECT ${HISTORY_COLUMNS} FROM rg_history WHERE member_id = $1
          ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, offset],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM rg_history WHERE member_id = $1',
        [memberId],
      ),
    ]);
    return pageOfRows(rows.map(historyRow), page, countFrom(count));
  }

  /** The reality check's figures (RTS 13): this session's time, stakes, returns and net. */
  async sessionSummary(memberId: number, sessionId: number): Promise<RealityCheckSummary> {
    const now = this.clock();
    const [session] = await this.db.query<{ created_at: string; limit_ends_at: string | null }>(
      'SELECT created_at, limit_ends_at FROM sessions WHERE id = $1 AND member_id = $2',
      [sessionId, memberId],
    );
    if (!session) throw new AppError(401, 'UNAUTHENTICATED');
    const [play] = await this.db.query<{ stakes: number | null; returns: number | null }>(
      `SELECT SUM(-e.amount) FILTER (WHERE e.amount < 0) AS stakes,
              SUM(e.amount) FILTER (WHERE e.amount > 0) AS returns
         FROM ledger_accounts c
         JOIN ledger_entries e ON e.account_id = c.id AND e.created_at >= $2
         JOIN ledger_transfers t ON t.id = e.transfer_id AND t.kind = ANY($3::text[])
        WHERE c.member_id = $1 AND c.kind = 'member_cash'`,
      [memberId, session.created_at, PLAY_TRANSFER_KINDS],
    );
    const stakesWon = Number(play?.stakes ?? 0);
    const returnsWon = Number(play?.returns ?? 0);
    const settings = await readSettings(this.db, memberId);
    return {
      sessionStartedAt: iso(session.created_at),
      now: now.toISOString(),
      elapsedSec: Math.max(
        0,
        Math.floor((now.getTime() - new Date(session.created_at).getTime()) / 1000),
      ),
      stakesWon,
      returnsWon,
      netWon: returnsWon - stakesWon,
      intervalMin: settings.realityCheckMin,
      sessionEndsAt: session.limit_ends_at === null ? null : iso(session.limit_ends_at),
    };
  }

  /**
   * Records a refusal that reached the HTTP layer (its transaction rolled back), for the
   * operator's report; never fails the answer.
   */
  async noteRefusal(error: unknown): Promise<void> {
    if (!(error instanceof ResponsibleRefusal)) return;
    await recordLimitHits(this.db, [error.refusal], this.clock()).catch(() => undefined);
  }

  private inMemberTx<T>(memberId: number, fn: (tx: Queryable, at: Date) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      return fn(tx, this.clock());
    });
  }
}
