import { useState, type FormEvent } from 'react';
import { closeDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { findPassword } from '../../api/member.api';
import { FIND_PASSWORD } from '../../i18n/member.ko';
import { errorMessage } from '../../ui/api-error';
import { Dialog } from '../../ui/Dialog';
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
      <div className={controls.field}>
        <label className={controls.label} htmlFor="find-user-id">
          {FIND_PASSWORD.userId}
        </label>
        <input
          id="find-user-id"
          className={controls.input}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          aria-invalid={errors.userId ? true : undefined}
          data-autofocus
        />
        {errors.userId ? <p className={controls.error}>{errors.userId}</p> : null}
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor="find-phone">
          {FIND_PASSWORD.phone}
        </label>
        <input
          id="find-phone"
          className={controls.input}
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={errors.phone ? true : undefined}
        />
        {errors.phone ? <p className={controls.error}>{errors.phone}</p> : null}
      </div>
      {result ? (
        <p className={`${controls.notice} ${result.ok ? '' : controls.noticeError}`} role="status">
          {result.text}
        </p>
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
