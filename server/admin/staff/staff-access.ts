import {
  SUPER_ROLE,
  staffPermissionSchema,
  type StaffMe,
  type StaffRole,
} from '../../../common/contract/staff.contract';
import type { Db } from '../../platform/db/db';
import { ANY_OPERATOR, memberTargetParam, permissionOfRoute } from './admin-permissions';

/** Operators are members of type 1, role 10 (spec §6). */
const OPERATOR_SQL = 'type = 1 AND role = 10';

/**
 * What an operator may do: their staff role's permissions, read from the data of
 * migration 028 on every admin request, so a role change or a new grant holds from the next
 * request on. The admin guard (server/platform/http/auth.ts) asks `mayServe`.
 */
export class StaffAccess {
  constructor(private readonly db: Db) {}

  /**
   * The operator's role and permissions. An operator with no staff row is a super admin
   * (migration 028: the accounts from before roles and those the boot CLI creates).
   */
  async me(memberId: number): Promise<StaffMe> {
    const rows = await this.db.query<{ role: StaffRole; permission: string | null }>(
      `SELECT COALESCE(s.role, $2) AS role, p.permission
         FROM (SELECT $1::bigint AS member_id) c
         LEFT JOIN staff_members s ON s.member_id = c.member_id
         LEFT JOIN staff_role_permissions p ON p.role = COALESCE(s.role, $2)
        ORDER BY p.permission`,
      [memberId, SUPER_ROLE],
      { prepareAs: 'staff_access_me' },
    );
    const role = rows[0]?.role ?? SUPER_ROLE;
    // A permission row the code no longer knows grants nothing.
    const permissions = rows
      .map((row) => staffPermissionSchema.safeParse(row.permission))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
    return { role, permissions };
  }

  /**
   * Whether this operator may be served this route with these path parameters; a route missing
   * from the table: never. A route acting on an operator's account also needs staff.manage.
   */
  async mayServe(
    memberId: number,
    method: string,
    url: string,
    params: Record<string, string | undefined>,
  ): Promise<boolean> {
    const needed = permissionOfRoute(method, url);
    if (needed === undefined) return false;
    if (needed === ANY_OPERATOR) return true;
    const { permissions } = await this.me(memberId);
    if (!permissions.includes(needed)) return false;
    const target = targetOf(method, url, params);
    if (target === null || permissions.includes('staff.manage')) return true;
    return !(await this.isOperator(target));
  }

  private async isOperator(memberId: number): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM members WHERE id = $1 AND ${OPERATOR_SQL}`, [
      memberId,
    ]);
    return rows.length > 0;
  }
}

/** The member id a route acts on, when it acts on one and the id is a number at all. */
function targetOf(
  method: string,
  url: string,
  params: Record<string, string | undefined>,
): number | null {
  const name = memberTargetParam(method === 'HEAD' ? 'GET' : method, url);
  const value = name === undefined ? undefined : params[name];
  // A malformed id is the route's own 400 to answer; it names no operator.
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
