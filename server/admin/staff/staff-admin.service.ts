import {
  SUPER_ROLE,
  type StaffCreate,
  type StaffList,
  type StaffMember,
  type StaffRole,
  type StaffUpdate,
} from '../../../common/contract/staff.contract';
import { endMemberSessions, endedSessionStatus } from '../../auth/session-end';
import type { Db, Queryable } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';
import type { Clock } from '../../platform/lib/clock';
import type { Realtime } from '../../platform/sse/realtime';
import { createOperatorAccount } from './operator-account';

/** Operators are members of type 1, role 10 (spec §6; server/platform/http/auth.ts isAdmin). */
const OPERATOR_TYPE = 1;
const OPERATOR_ROLE = 10;

interface StaffRow {
  id: number;
  userId: string;
  nickname: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

/**
 * The super admin's staff screen: list operators, create one with a role, change a
 * role, disable or enable; each change audited in its own transaction. An operator cannot change
 * their own role or disable themself, so the site never loses its last super admin by a click.
 */
export class StaffAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async list(): Promise<StaffList> {
    const [items, roles] = await Promise.all([
      this.db.query<StaffRow>(
        `SELECT m.id, m.user_id AS "userId", m.nickname, COALESCE(s.role, $3) AS role,
                m.blocked AS disabled, m.created_at AS "createdAt"
           FROM members m LEFT JOIN staff_members s ON s.member_id = m.id
          WHERE m.type = $1 AND m.role = $2 AND m.withdrawal_type = 0
          ORDER BY m.id`,
        [OPERATOR_TYPE, OPERATOR_ROLE, SUPER_ROLE],
      ),
      this.db.query<{
        code: StaffRole;
        name: string;
        permissions: StaffList['roles'][number]['permissions'];
      }>(
        `SELECT r.code, r.name,
                COALESCE(array_agg(p.permission ORDER BY p.permission)
                         FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
           FROM staff_roles r LEFT JOIN staff_role_permissions p ON p.role = r.code
          GROUP BY r.code, r.name, r.sort_order
          ORDER BY r.sort_order`,
      ),
    ]);
    return { items: items.map(toStaffMember), roles };
  }

  /** A new operator account with its role, as sign-up makes a member (hash, code, accounts). */
  async create(actor: Actor, input: StaffCreate): Promise<{ id: number }> {
    return createOperatorAccount(this.db, input, async (tx, id) => {
      await tx.query(
        'INSERT INTO staff_members (member_id, role, updated_at) VALUES ($1, $2, $3)',
        [id, input.role, this.clock().toISOString()],
      );
      // The password never goes into the log.
      await writeAudit(tx, actor, {
        action: 'staff.create',
        target: staffTarget(id),
        before: null,
        after: { userId: input.userId, nickname: input.nickname, role: input.role },
      });
    });
  }

  /** A new role and/or disabled state; disabling ends the operator's sessions (spec §8: 406). */
  async update(actor: Actor, memberId: number, patch: StaffUpdate): Promise<StaffMember> {
    if (actor.memberId === memberId) throw new AppError(400, 'STAFF_SELF_CHANGE');
    const { after, ended } = await this.db.transaction(async (tx) => {
      const before = await lockOperator(tx, memberId);
      const now = this.clock().toISOString();
      const role = patch.role ?? before.role;
      const disabled = patch.disabled ?? before.disabled;
      await tx.query(
        `INSERT INTO staff_members (member_id, role, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET role = EXCLUDED.role, updated_at = EXCLUDED.updated_at`,
        [memberId, role, now],
      );
      await tx.query('UPDATE members SET blocked = $2 WHERE id = $1', [memberId, disabled]);
      const ended =
        disabled && !before.disabled
          ? await endMemberSessions(tx, memberId, 'blocked', this.clock())
          : [];
      await writeAudit(tx, actor, {
        action: 'staff.update',
        target: staffTarget(memberId),
        before: { role: before.role, disabled: before.disabled },
        after: { role, disabled },
      });
      return { after: { ...before, role, disabled }, ended };
    });
    this.realtime.sessionsEnded(memberId, ended, endedSessionStatus('blocked'));
    return toStaffMember(after);
  }
}

/** Locks an operator's member row; anyone else (a member, a manager) is not found here. */
async function lockOperator(tx: Queryable, memberId: number): Promise<StaffRow> {
  const [row] = await tx.query<StaffRow>(
    `SELECT m.id, m.user_id AS "userId", m.nickname, COALESCE(s.role, $4) AS role,
            m.blocked AS disabled, m.created_at AS "createdAt"
       FROM members m LEFT JOIN staff_members s ON s.member_id = m.id
      WHERE m.id = $1 AND m.type = $2 AND m.role = $3 AND m.withdrawal_type = 0
        FOR UPDATE OF m`,
    [memberId, OPERATOR_TYPE, OPERATOR_ROLE, SUPER_ROLE],
  );
  if (!row) throw new AppError(404, 'STAFF_NOT_FOUND');
  return row;
}

function toStaffMember(row: StaffRow): StaffMember {
  return { ...row };
}

/** The audit log's name of an operator as a target (the same member id as member:<id>). */
function staffTarget(memberId: number): string {
  return `staff:${memberId}`;
}
