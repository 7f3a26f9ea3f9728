import { useState } from 'react';
import { useUser } from '../../../app/hooks';
import { errorMessage } from '../../../api/errors';
import { fetchStaff, updateStaff } from '../../../api/staff.api';
import {
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
  type StaffUpdate,
} from '../../../../common/contract/staff.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { STAFF } from '../../../../common/i18n/staff.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { StaffCreateForm } from './StaffCreateForm';
import { StaffRolesCard } from './StaffRolesCard';

/**
 * The super admin's staff screen: the operators with their roles, a role select and
 * a disable/enable button per operator (not for oneself: the server refuses that too), the
 * create form, and what each role may do.
 */
export function StaffPanel() {
  const me = useUser();
  const { data, error, loading, reload } = useAsync(fetchStaff, []);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const change = async (row: StaffMember, patch: StaffUpdate, done: string) => {
    try {
      await updateStaff(row.id, patch);
      setNotice({ ok: true, text: done });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    }
  };
  const onToggle = (row: StaffMember) => {
    if (!row.disabled && !window.confirm(STAFF.disableConfirm(row.userId))) return;
    void change(
      row,
      { disabled: !row.disabled },
      row.disabled ? STAFF.enabledDone(row.userId) : STAFF.disabledDone(row.userId),
    );
  };

  const columns: Column<StaffMember>[] = [
    {
      header: STAFF.colUserId,
      cell: (row) => (row.id === me?.id ? `${row.userId} ${STAFF.you}` : row.userId),
    },
    { header: STAFF.colNickname, cell: (row) => row.nickname },
    {
      header: STAFF.colRole,
      cell: (row) => (
        <>
          <label htmlFor={`staff-role-${row.id}`} className="visually-hidden">
            {`${row.userId} ${STAFF.colRole}`}
          </label>
          <select
            id={`staff-role-${row.id}`}
            className={controls.input}
            value={row.role}
            disabled={row.id === me?.id}
            onChange={(e) =>
              void change(row, { role: e.target.value as StaffRole }, STAFF.roleChanged(row.userId))
            }
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF.roles[role]}
              </option>
            ))}
          </select>
        </>
      ),
    },
    {
      header: STAFF.colStatus,
      cell: (row) => (
        <span className={controls.badge}>{row.disabled ? STAFF.disabled : STAFF.active}</span>
      ),
    },
    {
      header: STAFF.colCreated,
      cellStyle: { whiteSpace: 'nowrap' },
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      header: STAFF.colActions,
      cell: (row) =>
        row.id === me?.id ? null : (
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${row.disabled ? '' : controls.danger}`}
            onClick={() => onToggle(row)}
          >
            {row.disabled ? STAFF.enable : STAFF.disable}
          </button>
        ),
    },
  ];

  return (
    <>
      <StaffCreateForm onCreated={reload} />
      <Card id="admin-staff-title" title={STAFF.listTitle} data-testid="admin-staff">
        {notice ? (
          <Notice error={!notice.ok} style={{ margin: '12px 16px' }}>
            {notice.text}
          </Notice>
        ) : null}
        <DataTable
          columns={columns}
          rows={data?.items}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': 'staff-row', 'data-user-id': row.userId })}
          loading={loading}
          error={error}
          emptyText={STAFF.empty}
        />
      </Card>
      <StaffRolesCard roles={data?.roles} />
    </>
  );
}
