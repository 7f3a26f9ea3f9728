import { useState, type FormEvent } from 'react';
import { updateMemberProfile } from '../../api/member-profile.api';
import type {
  MemberProfile,
  ProfileUpdate,
} from '../../../common/contract/member-profile.contract';
import { formatPhone } from '../../../common/domain/format';
import { nicknameProblem, normaliseNickname } from '../../../common/domain/nickname';
import { formatPhoneInput, isMobilePhone, phoneDigits } from '../../../common/domain/phone';
import { PROFILE_EDIT } from '../../../common/i18n/member-profile.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';

type Props = {
  nickname: string;
  /** Stored digits; the field shows them with hyphens (spec §9). */
  phone: string;
  onSaved: (profile: MemberProfile) => void;
};

type Errors = { nickname?: string; phone?: string };

/**
 * The rules of common/domain for the fields that changed (a name from before the rules stays
 * usable while only the phone changes); the server checks them again and decides.
 */
function validate(change: ProfileUpdate): Errors {
  const errors: Errors = {};
  const problem =
    change.nickname === undefined ? null : nicknameProblem(normaliseNickname(change.nickname));
  if (problem) errors.nickname = PROFILE_EDIT.nicknameProblem[problem];
  if (change.phone !== undefined && !isMobilePhone(change.phone)) {
    errors.phone = PROFILE_EDIT.phoneInvalid;
  }
  return errors;
}

/** 회원정보 수정: nickname (unique, 2-12 Hangul/Latin/digits) and phone, typed with hyphens. */
export function ProfileEditForm({ nickname: savedNickname, phone: savedPhone, onSaved }: Props) {
  const [nickname, setNickname] = useState(savedNickname);
  const [phone, setPhone] = useState(() => formatPhone(savedPhone));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const change: ProfileUpdate = {};
    if (normaliseNickname(nickname) !== savedNickname) change.nickname = nickname;
    if (phoneDigits(phone) !== savedPhone) change.phone = phoneDigits(phone);
    const found = validate(change);
    setErrors(found);
    setNotice(null);
    if (found.nickname || found.phone) return;
    if (change.nickname === undefined && change.phone === undefined) {
      setNotice({ ok: true, text: PROFILE_EDIT.unchanged });
      return;
    }
    setBusy(true);
    try {
      const profile = await updateMemberProfile(change);
      setNickname(profile.nickname);
      setPhone(formatPhone(profile.phone));
      setNotice({ ok: true, text: PROFILE_EDIT.saved });
      onSaved(profile);
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="member-edit" title={PROFILE_EDIT.title} data-testid="member-edit">
      <form
        className={`${controls.form} ${controls.cardBody}`}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        data-testid="member-edit-form"
      >
        <FormField
          id="member-edit-nickname"
          label={PROFILE_EDIT.nickname}
          message={
            errors.nickname ? (
              <FieldError id="member-edit-nickname-error">{errors.nickname}</FieldError>
            ) : (
              <p className={controls.hint}>{PROFILE_EDIT.nicknameHint}</p>
            )
          }
        >
          <input
            id="member-edit-nickname"
            className={controls.input}
            autoComplete="nickname"
            maxLength={20}
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            {...invalidProps(errors.nickname, 'member-edit-nickname-error')}
          />
        </FormField>
        <FormField
          id="member-edit-phone"
          label={PROFILE_EDIT.phone}
          message={<FieldError id="member-edit-phone-error">{errors.phone}</FieldError>}
        >
          <input
            id="member-edit-phone"
            className={controls.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={PROFILE_EDIT.phonePlaceholder}
            value={phone}
            onChange={(e) => setPhone(formatPhoneInput(e.target.value))}
            {...invalidProps(errors.phone, 'member-edit-phone-error')}
          />
        </FormField>
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        <div className={controls.actions}>
          <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
            {busy ? PROFILE_EDIT.submitting : PROFILE_EDIT.submit}
          </button>
        </div>
      </form>
    </Card>
  );
}
