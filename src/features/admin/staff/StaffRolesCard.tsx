import type { StaffRoleInfo } from '../../../../common/contract/staff.contract';
import { STAFF } from '../../../../common/i18n/staff.ko';
import { Card } from '../../../ui/Card';
import controls from '../../../ui/controls.module.css';

/** What each role may do, as the database grants it (migration 028; docs/staff-permissions.md). */
export function StaffRolesCard({ roles }: { roles: readonly StaffRoleInfo[] | undefined }) {
  if (!roles) return null;
  return (
    <Card id="admin-staff-roles-title" title={STAFF.rolesTitle} data-testid="staff-roles">
      <dl className={controls.cardBody}>
        {roles.map((role) => (
          <div key={role.code}>
            <dt>{STAFF.roles[role.code]}</dt>
            <dd>{role.permissions.map((p) => STAFF.permissions[p]).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
