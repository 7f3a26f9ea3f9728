/**
 * Korean texts of every error the API answers with, by code. The server picks the message here;
 * the client shows `message` from the body, so the two can never drift apart.
 */
export const ERROR_MESSAGES = {
  VALIDATION: '입력값이 올바르지 않습니다.',
  UNAUTHENTICATED: '로그인이 필요합니다.',
  FORBIDDEN: '권한이 없습니다.',
  NOT_FOUND: '요청하신 정보를 찾을 수 없습니다.',
  ROUTE_NOT_FOUND: '존재하지 않는 주소입니다.',
  INVALID_CREDENTIALS: '아이디 또는 비밀번호가 일치하지 않습니다.',
  TOO_MANY_LOGIN_ATTEMPTS: '로그인 시도 횟수를 초과했습니다. 15분 후 다시 시도해주세요.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  SESSION_REPLACED: '다른 기기에서 로그인되어 로그아웃 되었습니다.',
  SESSION_ENDED: '로그아웃 되었습니다.',
  ACCOUNT_BLOCKED: '이용이 제한된 계정입니다. 관리자에게 문의해주세요.',
  IP_BLOCKED: '차단된 아이피입니다',
  INTERNAL: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.',
  SIGNUP_CLOSED: '현재 회원가입은 종료했습니다.',
  USER_ID_TAKEN: '이미 사용 중인 아이디입니다.',
  NICKNAME_TAKEN: '이미 사용 중인 닉네임입니다.',
  RECOMMENDER_NOT_FOUND: '추천인 코드가 올바르지 않습니다.',
  RECOMMENDER_REQUIRED: '추천인 코드를 입력해주세요.',
  WRONG_CURRENT_PASSWORD: '현재 비밀번호가 일치하지 않습니다.',
  SAME_PASSWORD: '새 비밀번호가 현재 비밀번호와 같습니다.',
  INSUFFICIENT_BALANCE: '보유 금액이 부족합니다.',
  INSUFFICIENT_POINT: '보유 포인트가 부족합니다.',
  IDEMPOTENCY_CONFLICT: '같은 요청 번호로 다른 내용이 이미 처리되었습니다.',
  MEMBER_NOT_FOUND: '회원을 찾을 수 없습니다.',
  POPUP_NOT_FOUND: '팝업을 찾을 수 없습니다.',
  MESSAGE_NOT_FOUND: '쪽지를 찾을 수 없습니다.',
  CANNOT_TARGET_SELF: '자기 자신에게는 할 수 없는 작업입니다.',
  PAYLOAD_TOO_LARGE: '요청 데이터가 너무 큽니다.',
  BAD_REQUEST: '요청 형식이 올바르지 않습니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  MAINTENANCE: '점검중입니다.',
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;
