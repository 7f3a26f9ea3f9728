/**
 * Texts of member administration: the operator's member detail (profile
 * edit, casino and slot bars, bank account, login history, shared IPs/devices), the operator's
 * bank-account change queue, and the member's own bank-account card on /exchange.
 */
export const MEMBER_ADMIN = {
  open: '상세',
  title: (nickname: string, userId: string) => `${nickname} (${userId}) 회원 상세`,
  close: '닫기',
  save: '저장',
  saved: '저장되었습니다.',
  loading: '불러오는 중…',
  none: '없음',
  sections: {
    profile: '기본 정보',
    flags: '카지노 · 슬롯 제한',
    bank: '출금 계좌',
    logins: '로그인 기록',
    shared: '같은 IP · 기기 사용 회원',
  },
  // profile
  level: '레벨',
  levelOption: (level: number) => `${level}레벨`,
  agent: '담당 총판',
  agentNone: '없음',
  memo: '관리자 메모',
  memoHint: '회원에게는 보이지 않습니다. 최대 2,000자.',
  memoTooLong: '메모는 2,000자 이내로 입력해주세요.',
  // flags (the casino desk's use-case, spec §3)
  tendency: '성향 코드',
  tendencyHint: "쉼표로 구분합니다. '22'는 카지노와 슬롯을 모두 막습니다.",
  tendencyInvalid: '성향 코드는 영문과 숫자 1~8자, 최대 20개입니다.',
  disableCasino: '카지노 이용 제한',
  disableSlot: '슬롯 이용 제한',
  // bank account
  bankNone: '등록된 출금 계좌가 없습니다.',
  bankCurrent: '현재 계좌',
  bankPending: '변경 신청 (승인 대기)',
  bankPendingHint: '입출금 메뉴의 계좌 변경 신청에서 승인하거나 거절합니다.',
  bankLine: (bank: string, number: string, holder: string) =>
    `${bank} ${number} (예금주 ${holder})`,
  // logins
  colTime: '시간',
  colIp: 'IP',
  colDevice: '기기 (User-Agent)',
  colEnded: '종료',
  loginsEmpty: '로그인 기록이 없습니다.',
  live: '접속 중',
  endedReason: {
    replaced: '다른 곳에서 로그인',
    forced: '강제 로그아웃',
    blocked: '차단',
    logout: '로그아웃',
    expired: '시간 만료',
    password: '비밀번호 변경',
  } as Record<string, string>,
  // shared
  sharedHint:
    '같은 IP를 쓴 회원이 먼저 나옵니다. 같은 기기 정보는 같은 브라우저를 쓰는 다른 사람일 수도 있습니다.',
  sharedEmpty: '같은 IP나 기기로 로그인한 다른 회원이 없습니다.',
  colMember: '회원',
  colSharedIps: '같은 IP',
  colSharedDevices: '같은 기기',
  colLastLogin: '마지막 로그인',
  blocked: '차단됨',
} as const;

/** The operator's queue of bank-account changes (admin 입출금 tab). */
export const BANK_CHANGES_ADMIN = {
  title: '출금 계좌 변경 신청',
  status: '상태',
  all: '전체',
  refresh: '새로고침',
  statusLabel: { pending: '대기', approved: '승인', rejected: '거절' } as Record<string, string>,
  colId: '번호',
  colMember: '회원',
  colCurrent: '현재 계좌',
  colRequested: '변경할 계좌',
  colStatus: '상태',
  colCreated: '신청일시',
  colDecided: '처리일시',
  colReason: '거절 사유',
  colActions: '처리',
  approve: '승인',
  reject: '거절',
  approveConfirm: (nickname: string, account: string) =>
    `${nickname} 회원의 출금 계좌를 ${account}(으)로 변경합니다. 승인하시겠습니까?`,
  approved: '계좌 변경을 승인했습니다.',
  rejected: '계좌 변경을 거절했습니다.',
  empty: '계좌 변경 신청이 없습니다.',
  rejectTitle: '계좌 변경 거절',
  rejectReason: '거절 사유',
  rejectReasonRequired: '거절 사유를 입력해주세요.',
  cancel: '취소',
  rejectSubmit: '거절하기',
  // the exchange queue's column
  colPayout: '출금 계좌',
  payoutNone: '미등록',
} as const;

/** The member's bank-account card on /exchange. */
export const BANK_ACCOUNT = {
  title: '출금 계좌',
  none: '등록된 출금 계좌가 없습니다. 환전 신청 전에 계좌를 등록해주세요.',
  current: '등록 계좌',
  pending: (line: string) => `변경 신청 중: ${line} (관리자 확인 후 적용됩니다)`,
  rejected: (reason: string) => `지난 계좌 변경 신청이 거절되었습니다. 사유: ${reason}`,
  line: (bank: string, number: string, holder: string) => `${bank} ${number} (예금주 ${holder})`,
  register: '계좌 등록',
  change: '계좌 변경 신청',
  bank: '은행',
  bankPlaceholder: '은행을 선택해주세요',
  bankRequired: '은행을 선택해주세요.',
  number: '계좌번호',
  numberPlaceholder: '숫자만 입력 (- 가능)',
  numberInvalid: '계좌번호는 숫자 8~20자리로 입력해주세요.',
  holder: '예금주',
  holderRequired: '예금주를 입력해주세요.',
  pin: '출금 비밀번호',
  pinRequired: '출금 비밀번호를 입력해주세요.',
  changeHint: '계좌 변경은 관리자 확인 후 적용됩니다. 그 전의 환전은 기존 계좌로 지급됩니다.',
  registered: '출금 계좌가 등록되었습니다.',
  requested: '계좌 변경을 신청했습니다. 관리자 확인 후 적용됩니다.',
} as const;
