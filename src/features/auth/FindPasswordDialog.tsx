import { useState, type FormEvent } from 'react';
import { closeDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { findPassword } from '../../api/member.api';
import { FIND_PASSWORD } from '../../../common/i18n/member.ko';
import { errorMessage } from '../../api/errors';
import { Dialog } from '../../ui/Dialog';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';

function FindPasswordForm() {
  const [userId, setUserId] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; phone?: string }>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      userId: userId.trim() ? undefined : FIND_PASSWORD.userIdRequired,
      phone: phone.trim() ? undefined : FIND_PASSWORD.phoneRequired,
    };
    setErrors(found);
    if (found.userId || found.phone || busy) return;
    setBusy(true);
    try {
      const { message } = await findPassword({ userId: userId.trim(), phone: phone.trim() });
      setResult({ ok: true, text: message });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={controls.form} onSubmit={onSubmit} noValidate data-testid="find-password-form">
      <p className={controls.hint}>{FIND_PASSWORD.lead}</p>
      <FormField
        id="find-user-id"
        label={FIND_PASSWORD.userId}
        message={<FieldError announce={false}>{errors.userId}</FieldError>}
      >
        <input
          id="find-user-id"
          className={controls.input}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          {...invalidProps(errors.userId)}
          data-autofocus
        />
      </FormField>
      <FormField
        id="find-phone"
        label={FIND_PASSWORD.phone}
        message={<FieldError announce={false}>{errors.phone}</FieldError>}
      >
        <input
          id="find-phone"
          className={controls.input}
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          {...invalidProps(errors.phone)}
        />
      </FormField>
      {result ? (
        <Notice error={!result.ok} role="status">
          {result.text}
        </Notice>
      ) : null}
      <button
        type="submit"
        className={`${controls.btn} ${controls.accent} ${controls.block}`}
        disabled={busy}
      >
        {busy ? FIND_PASSWORD.submitting : FIND_PASSWORD.submit}
      </button>
    </form>
  );
}

export function FindPasswordDialog() {
  const open = useDialog('findPassword');
  return (
    <Dialog
      open={open}
      title={FIND_PASSWORD.title}
      onClose={() => closeDialog('findPassword')}
      testId="find-password-dialog"
    >
      <FindPasswordForm />
    </Dialog>
  );
}
