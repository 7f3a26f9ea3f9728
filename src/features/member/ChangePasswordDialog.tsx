import { useState, type FormEvent } from 'react';
import { closeDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { changePassword } from '../../api/member.api';
import { passwordSchema } from '../../../common/contract/member.contract';
import { CHANGE_PASSWORD } from '../../../common/i18n/member.ko';
import { errorMessage } from '../../api/errors';
import { Dialog } from '../../ui/Dialog';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';

type Fields = { current: string; next: string; confirm: string };

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [fields, setFields] = useState<Fields>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Fields> = {};
    if (!fields.current) found.current = CHANGE_PASSWORD.currentRequired;
    if (!passwordSchema.safeParse(fields.next).success) found.next = CHANGE_PASSWORD.invalid;
    if (fields.next !== fields.confirm) found.confirm = CHANGE_PASSWORD.mismatch;
    setErrors(found);
    if (Object.values(found).some(Boolean) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await changePassword({ currentPassword: fields.current, newPassword: fields.next });
      window.alert(CHANGE_PASSWORD.done);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const input = (key: keyof Fields, label: string, autoComplete: string) => (
    <FormField
      id={`change-pw-${key}`}
      label={label}
      message={<FieldError>{errors[key]}</FieldError>}
    >
      <input
        id={`change-pw-${key}`}
        type="password"
        className={controls.input}
        autoComplete={autoComplete}
        value={fields[key]}
        onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
        {...invalidProps(errors[key])}
        data-autofocus={key === 'current' ? true : undefined}
      />
    </FormField>
  );

  return (
    <form
      className={controls.form}
      onSubmit={onSubmit}
      noValidate
      data-testid="change-password-form"
    >
      {input('current', CHANGE_PASSWORD.current, 'current-password')}
      {input('next', CHANGE_PASSWORD.next, 'new-password')}
      {input('confirm', CHANGE_PASSWORD.confirm, 'new-password')}
      {failure ? <Notice error>{failure}</Notice> : null}
      <button
        type="submit"
        className={`${controls.btn} ${controls.accent} ${controls.block}`}
        disabled={busy}
      >
        {busy ? CHANGE_PASSWORD.submitting : CHANGE_PASSWORD.submit}
      </button>
    </form>
  );
}

export function ChangePasswordDialog() {
  const open = useDialog('changePassword');
  const close = () => closeDialog('changePassword');
  return (
    <Dialog
      open={open}
      title={CHANGE_PASSWORD.title}
      onClose={close}
      testId="change-password-dialog"
    >
      <ChangePasswordForm onDone={close} />
    </Dialog>
  );
}
