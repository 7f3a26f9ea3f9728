import { SHELL_ERROR_MESSAGES as ERROR_MESSAGES } from './shell-errors.ko';

/** Every alert the streaming core shows (spec §5/§8). Shared texts come from the error table. */
export const ALERTS = {
  sessionReplaced: ERROR_MESSAGES.SESSION_REPLACED,
  loggedOut: ERROR_MESSAGES.SESSION_ENDED,
  ipBlocked: ERROR_MESSAGES.IP_BLOCKED,
  unexpected: ERROR_MESSAGES.INTERNAL,
  signUpClosed: ERROR_MESSAGES.SIGNUP_CLOSED,
  messageArrived: '메시지가 도착했습니다. 사이트 이용 전 메시지를 확인해주세요.',
} as const;
export type AlertText = (typeof ALERTS)[keyof typeof ALERTS];
