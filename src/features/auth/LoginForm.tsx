import { useState, type FormEvent } from 'react';
import { login, updateLoginDraft } from '../../app/commands';
import { useLoginDraft } from '../../app/hooks';
import type { User } from '../../../common/contract/member.contract';
import { LOGIN } from '../../../common/i18n/member.ko';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import controls from '../../ui/controls.module.css';

type Errors = { userId?: string; password?: string };

/** Required-field rules of the login form (spec §5: the original rules are not shown). */
export function validateLogin(userId: string, password: string): Errors {
  const errors: Errors = {};
  if (!userId.trim()) errors.userId = LOGIN.userIdRequired;
  if (!password) errors.password = LOGIN.passwordRequired;
  return errors;
}

type Props = {
  /** The session machine already navigates (home or the staff area, spec §4); this is extra. */
  onSuccess?: (user: User) => void;
  /** Prefix for input ids, so the page and the dialog can both be on screen. */
  idPrefix?: string;
  autoFocus?: boolean;
};

/**
 * Login form: Enter submits, empty fields show messages, a refused login alerts the server's
 * message (spec §5, §8).
 */
export function LoginForm({ onSuccess, idPrefix = 'login', autoFocus = false }: Props) {
  // The draft lives in the dialogs store: toggling login/join clears it (spec §4).
  const { userId, password } = useLoginDraft();
  const setUserId = (value: string) => updateLoginDraft({ userId: value, password });
  const setPassword = (value: string) => updateLoginDraft({ userId, password: value });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(userId, password);
    setErrors(found);
    if (found.userId || found.password) return;
    setBusy(true);
    try {
      const result = await login(userId.trim(), password);
      if (result.ok) {
        onSuccess?.(result.user);
      } else {
        window.alert(result.message);
        setPassword('');
      }
    } finally {
      setBusy(false);
    }
  };

  const idField = `${idPrefix}-user-id`;
  const pwField = `${idPrefix}-password`;
  return (
    <form className={controls.form} onSubmit={onSubmit} noValidate data-testid="login-form">
      <FormField
        id={idField}
        label={LOGIN.userId}
        message={<FieldError id={`${idField}-error`}>{errors.userId}</FieldError>}
      >
        <input
          id={idField}
          name="userId"
          className={controls.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={LOGIN.userIdPlaceholder}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          {...invalidProps(errors.userId, `${idField}-error`)}
          autoFocus={autoFocus}
          data-autofocus
        />
      </FormField>
      <FormField
        id={pwField}
        label={LOGIN.password}
        message={<FieldError id={`${pwField}-error`}>{errors.password}</FieldError>}
      >
        <input
          id={pwField}
          name="password"
          type="password"
          className={controls.input}
          autoComplete="current-password"
          placeholder={LOGIN.passwordPlaceholder}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...invalidProps(errors.password, `${pwField}-error`)}
        />
      </FormField>
      <button
        type="submit"
        className={`${controls.btn} ${controls.accent} ${controls.block}`}
        disabled={busy}
      >
        {busy ? LOGIN.submitting : LOGIN.submit}
      </button>
    </form>
  );
}
