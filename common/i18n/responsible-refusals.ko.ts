import type { ResponsibleLimitKind } from '../contract/responsible.contract';
import { formatDateTime, formatWon } from '../domain/format';

/**
 * Korean messages of the server's responsible-gambling refusals: each says which limit, how
 * much is left and when it resets; login refusals say until when. Times are shown in
 * Asia/Seoul by formatDateTime.
 */
const LIMIT_NAMES: Record<ResponsibleLimitKind, string> = {
  deposit24h: '24시간 입금 한도',
  deposit7d: '7일 입금 한도',
  deposit30d: '30일 입금 한도',
  loss24h: '24시간 손실 한도',
  loss7d: '7일 손실 한도',
  loss30d: '30일 손실 한도',
  stakePerBet: '1회 베팅 한도',
};

export const RESPONSIBLE_REFUSALS = {
  /** A windowed limit (deposit or loss) that the amount would pass. */
  windowLimit: (
    kind: ResponsibleLimitKind,
    limitWon: number,
    leftWon: number,
    resetsAt: Date | null,
  ) =>
    `${LIMIT_NAMES[kind]}(${formatWon(limitWon)})를 넘습니다. 남은 한도는 ${formatWon(leftWon)}이며, ` +
    (resetsAt
      ? `${formatDateTime(resetsAt)}부터 다시 늘어납니다.`
      : '기간이 지나면 다시 늘어납니다.'),
  stakeLimit: (limitWon: number) =>
    `1회 베팅 한도(${formatWon(limitWon)})를 넘습니다. ${formatWon(limitWon)} 이하로 베팅해주세요.`,
  timedOut: (until: Date) =>
    `이용 중지(타임아웃) 중입니다. ${formatDateTime(until)}까지 이용할 수 없습니다.`,
  selfExcluded: (until: Date) =>
    `자기 배제 중입니다. ${formatDateTime(until)}까지 이용할 수 없습니다.`,
  comeBackRequired:
    '자기 배제 기간이 끝났습니다. 다시 이용하시려면 복귀를 신청하고 24시간을 기다려주세요.',
  comeBackWaiting: (from: Date) =>
    `복귀 신청이 접수되었습니다. ${formatDateTime(from)}부터 로그인할 수 있습니다.`,
  cannotShorten: (until: Date) =>
    `이미 ${formatDateTime(until)}까지 이용이 중지되어 있습니다. 기간을 줄이거나 해제할 수 없습니다.`,
  nothingToConfirm: '확인할 한도 변경이 없거나 아직 24시간 대기 중입니다.',
  sessionLimit: '설정하신 이용 시간이 끝나 로그아웃되었습니다.',
} as const;
