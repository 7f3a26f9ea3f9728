import {
  nicknameSchema,
  passwordSchema,
  phoneSchema,
  userIdSchema,
} from '../../../common/contract/member.contract';
import { JOIN } from '../../../common/i18n/member.ko';

export type JoinDraft = {
  userId: string;
  password: string;
  passwordConfirm: string;
  nickname: string;
  phone: string;
  withdrawPassword: string;
  recommendCode: string;
};

export type JoinErrors = Partial<Record<keyof JoinDraft, string>>;

export const emptyJoinDraft = (recommendCode = ''): JoinDraft => ({
  userId: '',
  password: '',
  passwordConfirm: '',
  nickname: '',
  phone: '',
  withdrawPassword: '',
  recommendCode,
});

/** The sign-up rules of the shared contract, with a Korean message per field. */
export function validateJoin(draft: JoinDraft, requireRecommendCode: boolean): JoinErrors {
  const errors: JoinErrors = {};
  if (!userIdSchema.safeParse(draft.userId).success) errors.userId = JOIN.userIdInvalid;
  if (!passwordSchema.safeParse(draft.password).success) errors.password = JOIN.passwordInvalid;
  if (draft.password !== draft.passwordConfirm) errors.passwordConfirm = JOIN.passwordMismatch;
  if (!nicknameSchema.safeParse(draft.nickname).success) errors.nickname = JOIN.nicknameInvalid;
  if (!phoneSchema.safeParse(draft.phone).success) errors.phone = JOIN.phoneInvalid;
  if (!/^[0-9]{4,6}$/.test(draft.withdrawPassword)) {
    errors.withdrawPassword = JOIN.withdrawPasswordInvalid;
  }
  if (requireRecommendCode && !draft.recommendCode.trim()) {
    errors.recommendCode = JOIN.recommendCodeRequired;
  }
  return errors;
}
