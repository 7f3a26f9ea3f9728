import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/errors';
import { createStaff } from '../../../api/staff.api';
import {
  STAFF_ROLES,
  staffCreateSchema,
  type StaffCreate,
  type StaffRole,
} from '../../../../common/contract/staff.contract';
import { STAFF } from '../../../../common/i18n/staff.ko';
import { Card } from '../../../ui/Card';
import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';

type Field = 'userId' | 'password' | 'nickname';
const FIELD_ERRORS: Record<Field, string> = {
  userId: STAFF.invalidUserId,
  password: STAFF.invalidPassword,
  nickname: STAFF.invalidNickname,
};
const EMPTY: StaffCreate = { userId: '', password: '', nickname: '', role: 'cs' };

/** The super admin creates an operator account with its role. */
export function StaffCreateForm({ onCreated }: { onCreated: () => void }) {
  const [form, setForm] = useState<StaffCreate>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<StaffCreate>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own schema checks the form, so the form and the server never disagree.
    const parsed = staffCreateSchema.safeParse(form);
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors(
        Object.fromEntries(
          (Object.keys(FIELD_ERRORS) as Field[])
            .filter((f) => bad.has(f))
            .map((f) => [f, FIELD_ERRORS[f]]),
        ),
      );
      setNotice(null);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createStaff(parsed.data);
      setNotice({ ok: true, text: STAFF.created(parsed.data.userId) });
      setForm(EMPTY);
      onCreated();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field, type: 'text' | 'password', hint: string) => (
    <FormField
      id={`staff-${field}`}
      label={STAFF[field]}
      message={<FieldError id={`staff-${field}-error`}>{errors[field]}</FieldError>}
    >
      <input
        id={`staff-${field}`}
        type={type}
        className={controls.input}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        placeholder={hint}
        value={form[field]}
        onChange={(e) => set({ [field]: e.target.value })}
        {...invalidProps(errors[field], `staff-${field}-error`)}
      />
    </FormField>
  );

  return (
    <Card id="admin-staff-create-title" title={STAFF.createTitle} data-testid="staff-create">
      <form className={`${styles.inlineForm} ${controls.cardBody}`} onSubmit={onSubmit} noValidate>
        {text('userId', 'text', STAFF.userIdHint)}
        {text('password', 'password', STAFF.passwordHint)}
        {text('nickname', 'text', '')}
        <FormField id="staff-role" label={STAFF.role}>
          <select
            id="staff-role"
            className={controls.input}
            value={form.role}
            onChange={(e) => set({ role: e.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF.roles[role]}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
          {STAFF.create}
        </button>
      </form>
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: '0 16px 12px' }}>
          {notice.text}
        </Notice>
      ) : null}
    </Card>
  );
}
