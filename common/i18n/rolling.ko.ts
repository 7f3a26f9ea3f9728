/** Rolling and settlement texts: /calculate* pages, the admin 롤링 tab, the manager area. */
import type {
  EventRewardStatus,
  RollingCategory,
  SettlementKind,
  SettlementRole,
  SettlementStatus,
} from '../contract/rolling.contract';

const CATEGORY: Record<RollingCategory, string> = {
  mini: '미니게임',
  sports: '스포츠',
  casino: '카지노',
  slot: '슬롯',
};

const KIND: Record<SettlementKind, string> = {
  mini: '미니게임 롤링',
  sports: '스포츠 롤링',
  casino: '카지노 롤링',
  slot: '슬롯 롤링',
  event: '이벤트 정산',
};

const STATUS: Record<SettlementStatus, string> = {
  pending: '대기',
  approved: '지급완료',
  rejected: '거절',
};

const REWARD_STATUS: Record<EventRewardStatus, string> = {
  unclaimed: '미신청',
  pending: '신청중',
  paid: '지급완료',
  cancelled: '취소',
};

const ROLE: Record<SettlementRole, string> = { member: '회원', agent: '에이전트' };

export const ROLLING = {
  loginRequired: '로그인 후 이용해주세요.',
  category: CATEGORY,
  kind: KIND,
  status: STATUS,
  role: ROLE,
  rewardStatus: REWARD_STATUS,
  nav: {
    label: '정산 메뉴',
    calculate: '미니게임·스포츠',
    calculateCasino: '카지노',
    calculateSlot: '슬롯',
    calculateEvent: '이벤트',
  },
  titles: {
    calculate: '롤링 정산 신청',
    calculateCasino: '카지노 롤링 정산',
    calculateSlot: '슬롯 롤링 정산',
    calculateEvent: '이벤트 정산 신청',
  },
  lead: '롤링금은 확정된 베팅 이용금액에 롤링 비율을 곱하고 1원 미만은 버려 계산합니다. 신청 후 관리자가 승인하면 보유 머니로 지급됩니다.',
  cutoff: (time: string) =>
    `${time}까지 확정된 이용 내역이 반영되었습니다. 최근 1분 이내에 확정된 내역은 다음 정산에 포함됩니다.`,
  rate: '롤링 비율',
  colState: '구분',
  colTurnover: '이용금액',
  colRolling: '롤링금',
  before: '정산 완료',
  pending: '승인 대기',
  after: '미정산',
  noTurnover: (category: RollingCategory) => `${CATEGORY[category]} 이용 내역이 없습니다.`,
  notRecorded: (category: RollingCategory) =>
    `${CATEGORY[category]} 이용 내역이 아직 집계되지 않습니다.`,
  request: (category: RollingCategory) => `${CATEGORY[category]} 롤링 정산 신청`,
  requesting: '신청 중…',
  requested: (amount: string) =>
    `${amount} 정산 신청이 접수되었습니다. 관리자 승인 후 보유 머니로 지급됩니다.`,
  pendingExists: (amount: string) => `승인 대기 중인 정산 신청(${amount})이 있습니다.`,
  belowMinimum: (min: string) => `미정산 롤링금이 ${min} 이상이면 신청할 수 있습니다.`,
  totals: '합계',
  totalBefore: '정산 완료 합계',
  totalPending: '승인 대기 합계',
  totalAfter: '미정산 합계',
  total: '총 롤링금',
  refresh: '새로고침',
  history: '정산 신청 내역',
  historyEmpty: '정산 신청 내역이 없습니다.',
  colDate: '신청일시',
  colKind: '구분',
  colWindow: '정산 기간',
  colAmount: '지급 금액',
  colStatus: '상태',
  colDecided: '처리일시',
  colReason: '사유',
  event: {
    lead: '이벤트 참여로 지급이 확정된 금액입니다. 정산 신청 후 관리자가 승인하면 보유 머니로 지급됩니다.',
    unclaimed: '신청 가능 금액',
    pending: '승인 대기',
    paid: '지급 완료',
    request: '이벤트 정산 신청',
    nothing: '신청할 이벤트 지급 금액이 없습니다.',
    rewards: '이벤트 지급 내역',
    empty: '지급된 이벤트 내역이 없습니다.',
    colDate: '지급일시',
    colReason: '지급 사유',
    colAmount: '금액',
    colStatus: '상태',
  },
  admin: {
    tab: '롤링',
    ratesTitle: '롤링 비율 설정',
    ratesLead:
      '회원은 본인 이용금액, 에이전트(매니저)는 하부 회원 이용금액에 적용됩니다. 0.01% 단위, 최대 10%.',
    search: '아이디/닉네임',
    typeFilter: '구분',
    typeAll: '전체',
    typeMember: '회원',
    typeAgent: '에이전트',
    searchButton: '검색',
    colMember: '회원',
    colType: '구분',
    colAgent: '소속',
    colActions: '관리',
    save: '저장',
    saved: '롤링 비율을 저장했습니다.',
    rateInvalid: '롤링 비율은 0~10 사이, 소수점 둘째 자리까지 입력해주세요.',
    rateLabel: (who: string, category: RollingCategory) =>
      `${who} ${CATEGORY[category]} 롤링 비율(%)`,
    empty: '회원이 없습니다.',
    requestsTitle: '정산 신청 관리',
    kindFilter: '종류',
    statusFilter: '상태',
    roleFilter: '신청자',
    all: '전체',
    colId: '번호',
    colRequester: '신청자',
    colKind: '종류',
    colTurnover: '이용금액',
    colRate: '비율',
    colAmount: '금액',
    colWindow: '정산 기간',
    colStatus: '상태',
    colCreated: '신청일시',
    colReason: '사유',
    approve: '승인',
    reject: '거절',
    approveConfirm: (who: string, amount: string, kind: string) =>
      `${who}님의 ${kind} ${amount}을(를) 승인하고 지급하시겠습니까?`,
    approved: '승인되어 지급되었습니다.',
    rejected: '거절했습니다.',
    rejectTitle: '정산 신청 거절',
    rejectReason: '거절 사유',
    rejectReasonRequired: '거절 사유를 입력해주세요.',
    rejectSubmit: '거절하기',
    cancel: '취소',
    requestsEmpty: '정산 신청이 없습니다.',
    eventsTitle: '이벤트 지급',
    eventsLead: '지급한 금액은 회원이 이벤트 정산을 신청하고 승인되면 보유 머니로 지급됩니다.',
    grantUserId: '회원 아이디',
    grantAmount: '지급 금액(원)',
    grantReason: '지급 사유',
    grantSubmit: '지급 등록',
    granted: (who: string, amount: string) => `${who}님께 ${amount} 이벤트 지급을 등록했습니다.`,
    grantUserRequired: '회원 아이디를 입력해주세요.',
    grantReasonRequired: '지급 사유를 입력해주세요.',
    grantAmountInvalid: '지급 금액은 1,000원~10,000,000원, 1,000원 단위로 입력해주세요.',
    revoke: '지급 취소',
    revokeConfirm: (who: string, amount: string) =>
      `${who}님의 ${amount} 이벤트 지급을 취소하시겠습니까?`,
    revoked: '이벤트 지급을 취소했습니다.',
    eventsEmpty: '이벤트 지급 내역이 없습니다.',
    colGranted: '지급일시',
  },
  manager: {
    reportTitle: '하부 회원 정산 현황',
    reportLead:
      '기간(한국 시간 기준 날짜) 동안 하부 회원의 충전·환전(승인 기준), 이용금액과 롤링금입니다.',
    from: '시작일',
    to: '종료일',
    search: '조회',
    rangeInvalid: '시작일은 종료일보다 늦을 수 없고, 기간은 최대 93일입니다.',
    colMember: '회원',
    colDeposits: '충전',
    colWithdrawals: '환전',
    colTurnover: (c: RollingCategory) => `${CATEGORY[c]} 이용`,
    colRolling: '회원 롤링',
    totalsRow: '합계',
    agentRolling: '내 롤링(기간)',
    empty: '기간 내 하부 회원이 없습니다.',
    rollingTitle: '내 롤링 정산',
    rollingLead:
      '내 롤링 비율 × 하부 회원 이용금액입니다. 신청 후 관리자 승인 시 보유 머니로 지급됩니다.',
    historyTitle: '내 정산 신청 내역',
  },
} as const;

/** `150` hundredths of a percent → `'1.5%'`. */
export function formatRateBp(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const rest = rateBp % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}
