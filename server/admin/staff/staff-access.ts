import {
  SUPER_ROLE,
  staffPermissionSchema,
  type StaffMe,
  type StaffRole,
} from '../../../src/contract/staff.contract';
import type { Db } from '../../platform/db/db';
import { ANY_OPERATOR, permissionOfRoute } from './admin-permissions';

/**
 * What an operator may do (issue 14): their staff role's permissions, read from the data of
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

  /** Whether this operator may be served this route; a route missing from the table: never. */
  async mayServe(memberId: number, method: string, url: string): Promise<boolean> {
    const needed = permissionOfRoute(method, url);
    if (needed === undefined) return false;
    if (needed === ANY_OPERATOR) return true;
    const { permissions } = await this.me(memberId);
    return permissions.includes(needed);
  }
}
