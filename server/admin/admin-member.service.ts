import type { Db } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { hashPassword } from '../platform/lib/password-hasher';
import type { Realtime } from '../platform/sse/realtime';
import { newTemporaryPassword } from '../auth/password.service';
import { endMemberSessions, endedSessionStatus } from '../auth/session-end';
import { likePattern, listMembers } from '../member/member-list.query';
import { lockMember, memberTarget } from '../member/member-lock';
import { MemberLoginsQuery } from './members/member-logins.query';
import { MemberProfileService } from './members/member-profile.service';

/** Operator actions on members (a minimal admin API), each audited. */
export class AdminMemberService {
  /** Level, agent and memo. */
  readonly profile: MemberProfileService;
  /** Login history and the members sharing an IP or a device. */
  readonly logins: MemberLoginsQuery;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {
    this.profile = new MemberProfileService(db);
    this.logins = new MemberLoginsQuery(db);
  }

  list(page: number, search: string | undefined) {
    if (!search) return listMembers(this.db, page);
    return listMembers(this.db, page, {
      sql: `(m.user_id ILIKE $1 ESCAPE '\\' OR m.nickname ILIKE $1 ESCAPE '\\')`,
      params: [likePattern(search)],
    });
  }

  /** The member's next request answers 556 and its streams end with `sessionEnded` (spec §8). */
  async forceLogout(actor: Actor, memberId: number): Promise<void> {
    assertNotSelf(actor, memberId);
    const ended = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const ended = await endMemberSessions(tx, memberId, 'forced', this.clock());
      await writeAudit(tx, actor, {
        action: 'member.forceLogout',
        target: memberTarget(memberId),
        before: { liveSessions: ended.length },
        after: { liveSessions: 0 },
      });
      return ended;
    });
    this.realtime.sessionsEnded(memberId, ended, endedSessionStatus('forced'));
  }

  /** Blocking ends the member's sessions: their token then answers 406, as their streams hear. */
  async setBlocked(actor: Actor, memberId: number, blocked: boolean): Promise<void> {
    assertNotSelf(actor, memberId);
    const ended = await this.db.transaction(async (tx) => {
      const before = await lockMember(tx, memberId);
      await tx.query('UPDATE members SET blocked = $2 WHERE id = $1', [memberId, blocked]);
      const ended = blocked ? await endMemberSessions(tx, memberId, 'blocked', this.clock()) : [];
      await writeAudit(tx, actor, {
        action: 'member.block',
        target: memberTarget(memberId),
        before: { blocked: before.blocked },
        after: { blocked },
      });
      return ended;
    });
    this.realtime.sessionsEnded(memberId, ended, endedSessionStatus('blocked'));
  }

  /** A temporary password for the operator; the member's sessions and their streams end (401). */
  async resetPassword(actor: Actor, memberId: number): Promise<string> {
    const temporaryPassword = newTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const ended = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
        memberId,
        passwordHash,
      ]);
      const ended = await endMemberSessions(tx, memberId, 'password', this.clock());
      // The password itself never goes into the log.
      await writeAudit(tx, actor, {
        action: 'member.resetPassword',
        target: memberTarget(memberId),
        before: { liveSessions: ended.length },
        after: { passwordReset: true, liveSessions: 0 },
      });
      return ended;
    });
    this.realtime.sessionsEnded(memberId, ended, endedSessionStatus('password'));
    return temporaryPassword;
  }
}

function assertNotSelf(actor: Actor, memberId: number): void {
  if (actor.memberId === memberId) throw new AppError(400, 'CANNOT_TARGET_SELF');
}
