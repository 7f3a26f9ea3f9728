/**
 * The error texts the streaming core itself shows (spec §5/§8), apart from the full error table
 * (errors.ko.ts, which spreads them in) so the first page does not carry every error text of the
 * site. The server answers with the same texts, so they cannot drift apart.
 */
export const SHELL_ERROR_MESSAGES = {
  SESSION_REPLACED: '다른 기기에서 로그인되어 로그아웃 되었습니다.',
  SESSION_ENDED: '로그아웃 되었습니다.',
  IP_BLOCKED: '차단된 아이피입니다',
  INTERNAL: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.',
  SIGNUP_CLOSED: '현재 회원가입은 종료했습니다.',
} as const;
