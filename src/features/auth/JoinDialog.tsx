import { useState, type FormEvent } from 'react';
import { useDialog } from '../../app/hooks';
import { checkUserId, joinMember } from '../../api/member.api';
import { userIdSchema } from '../../../common/contract/member.contract';
import { JOIN } from '../../../common/i18n/member.ko';
import { errorMessage } from '../../api/errors';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { emptyJoinDraft, validateJoin, type JoinDraft, type JoinErrors } from './join-validation';

type Props = {
  /** Set when the member came through recommender sign-up: the code is prefilled and required. */
  recommendCode: string | null;
  onJoined: (account: { userId: string; nickname: string }) => void;
};

type DialogProps = Props & { onClose: () => void };

type IdCheck = { userId: string; available: boolean } | null;

function JoinForm({ recommendCode, onJoined }: Props) {
  const [draft, setDraft] = useState<JoinDraft>(() => emptyJoinDraft(recommendCode ?? ''));
  const [errors, setErrors] = useState<JoinErrors>({});
  const [idCheck, setIdCheck] = useState<IdCheck>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const requireCode = recommendCode !== null;

  const set = (key: keyof JoinDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key === 'userId') setIdCheck(null);
  };

  const onCheckId = async () => {
    const parsed = userIdSchema.safeParse(draft.userId);
    if (!parsed.success) {
      setErrors((e) => ({ ...e, userId: JOIN.userIdInvalid }));
      return;
    }
    setChecking(true);
    try {
      const { available } = await checkUserId(parsed.data);
      setIdCheck({ userId: draft.userId, available });
      setErrors((e) => ({ ...e, userId: undefined }));
    } catch (error) {
      setErrors((e) => ({ ...e, userId: errorMessage(error) }));
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateJoin(draft, requireCode);
    if (!found.userId && (!idCheck || idCheck.userId !== draft.userId)) {
      found.userId = JOIN.idCheckRequired;
    } else if (!found.userId && idCheck && !idCheck.available) {
      found.userId = JOIN.idTaken;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    try {
      const account = await joinMember({
        userId: draft.userId.trim().toLowerCase(),
        password: draft.password,
        nickname: draft.nickname.trim(),
        phone: draft.phone,
        withdrawPassword: draft.withdrawPassword,
        ...(draft.recommendCode.trim() ? { recommendCode: draft.recommendCode.trim() } : {}),
      });
      onJoined(account);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: keyof JoinDraft,
    label: string,
    options: {
      type?: string;
      hint?: string;
      placeholder?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel';
    } = {},
  ) => {
    const id = `join-${key}`;
    const error = errors[key];
    return (
      <FormField
        id={id}
        label={label}
        message={
          <p
            id={`${id}-msg`}
            className={error ? controls.error : controls.hint}
            role={error ? 'alert' : undefined}
          >
            {error ?? options.hint ?? ''}
          </p>
        }
      >
        <input
          id={id}
          className={controls.input}
          type={options.type ?? 'text'}
          value={draft[key]}
          placeholder={options.placeholder}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          onChange={(e) => set(key)(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
        />
      </FormField>
    );
  };

  const idChecked = idCheck && idCheck.userId === draft.userId;
  return (
    <form className={controls.form} onSubmit={onSubmit} noValidate data-testid="join-form">
      <FormField
        id="join-userId"
        label={JOIN.userId}
        message={
          <p
            id="join-userId-msg"
            className={
              errors.userId || (idChecked && !idCheck.available)
                ? controls.error
                : idChecked
                  ? controls.success
                  : controls.hint
            }
            role="status"
          >
            {errors.userId ??
              (idChecked ? (idCheck.available ? JOIN.idAvailable : JOIN.idTaken) : JOIN.userIdHint)}
          </p>
        }
      >
        <div className={controls.row}>
          <input
            id="join-userId"
            className={controls.input}
            value={draft.userId}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => set('userId')(e.target.value)}
            aria-invalid={errors.userId ? true : undefined}
            aria-describedby="join-userId-msg"
            data-autofocus
          />
          <button
            type="button"
            className={controls.btn}
            onClick={() => void onCheckId()}
            disabled={checking}
          >
            {checking ? JOIN.checking : JOIN.checkId}
          </button>
        </div>
      </FormField>
      {field('password', JOIN.password, {
        type: 'password',
        hint: JOIN.passwordHint,
        autoComplete: 'new-password',
      })}
      {field('passwordConfirm', JOIN.passwordConfirm, {
        type: 'password',
        autoComplete: 'new-password',
      })}
      {field('nickname', JOIN.nickname)}
      {field('phone', JOIN.phone, {
        placeholder: JOIN.phonePlaceholder,
        inputMode: 'tel',
        autoComplete: 'tel',
      })}
      {field('withdrawPassword', JOIN.withdrawPassword, {
        type: 'password',
        hint: JOIN.withdrawPasswordHint,
        inputMode: 'numeric',
      })}
      {field('recommendCode', requireCode ? JOIN.recommendCode : JOIN.recommendCodeOptional)}
      {failure ? <Notice error>{failure}</Notice> : null}
      <button
        type="submit"
        className={`${controls.btn} ${controls.accent} ${controls.block}`}
        disabled={busy}
      >
        {busy ? JOIN.submitting : JOIN.submit}
      </button>
    </form>
  );
}

/** Sign-up dialog with the user-id availability check (spec §2, §4). */
export function JoinDialog({ onClose, ...props }: DialogProps) {
  const open = useDialog('join');
  return (
    <Dialog
      open={open}
      title={props.recommendCode !== null ? JOIN.recommenderTitle : JOIN.title}
      onClose={onClose}
      testId="join-dialog"
    >
      <JoinForm {...props} />
    </Dialog>
  );
}
