/**
 * Korean text of the operator's reports: product names, the headers of every
 * table (the screen and its CSV share them, so a spreadsheet reads like the dashboard) and the
 * dashboard's labels.
 */
import type {
  ReportCsvTable,
  ReportItemDimension,
  ReportProduct,
} from '../contract/reports.contract';

export const REPORT_PRODUCT_LABELS: Record<ReportProduct, string> = {
  sports_prematch: '스포츠(프리매치)',
  sports_inplay: '스포츠(인플레이)',
  minigame: '미니게임',
  virtual: '가상게임',
  casino: '카지노',
  slot: '슬롯',
};

export const REPORT_DIMENSION_LABELS: Record<ReportItemDimension, string> = {
  game: '게임별',
  league: '리그별',
  provider: '게임사별',
};

/** A sports multiple whose legs are in several leagues (item key ''). */
export const MIXED_LEAGUES_LABEL = '여러 리그(다폴더)';

/** Column headers of each table, in column order. */
export const REPORT_HEADERS = {
  products: ['상품', '베팅 수', '베팅액', '당첨액', 'GGR', '마진(%)'],
  days: ['날짜', '입금', '출금', '신규 회원', '활성 회원', 'GGR 합계'],
  liability: [
    '경기 ID',
    '리그',
    '홈',
    '원정',
    '시작 시각',
    '미결 베팅 수',
    '베팅액',
    '최대 지급액',
  ],
  items: ['상품', '구분', '이름', '베팅 수', '베팅액', '당첨액', 'GGR', '마진(%)'],
  member: ['날짜', '베팅 수', '베팅액', '당첨액', 'GGR', '마진(%)'],
  agent: ['총판 회원 ID', '아이디', '단계', '베팅 수', '베팅액', '당첨액', 'GGR', '마진(%)'],
} as const satisfies Record<ReportCsvTable, readonly string[]>;

/** The CSV file names (without the range, which is appended). */
export const REPORT_CSV_NAMES: Record<ReportCsvTable, string> = {
  products: 'report-products',
  days: 'report-days',
  liability: 'report-liability',
  items: 'report-items',
  member: 'report-member',
  agent: 'report-agent',
};

export const REPORT_TEXT = {
  title: '리포트',
  from: '시작일',
  to: '종료일',
  apply: '조회',
  today: '오늘',
  last7: '최근 7일',
  last30: '최근 30일',
  csv: 'CSV 다운로드',
  loading: '불러오는 중…',
  empty: '자료가 없습니다.',
  moneyTitle: '입출금',
  deposits: '입금',
  withdrawals: '출금',
  netDeposits: '입출금 차액',
  bettingTitle: '상품별 손익',
  total: '합계',
  bonuses: '보너스 지급',
  rolling: '롤링 지급',
  ngr: 'NGR',
  ggr: 'GGR',
  membersTitle: '회원',
  newMembers: '신규 회원',
  activeMembers: '활성 회원',
  onlineMembers: '접속 중',
  liabilityTitle: '스포츠 미결 최대 지급액',
  liabilityTotal: '최대 지급액 합계',
  openBets: '미결 베팅',
  chartGgr: '상품별 일별 GGR',
  chartMoney: '입금과 출금',
  chartActive: '활성 회원',
  itemsTitle: '세부 손익',
  memberTitle: '회원별 손익',
  agentTitle: '총판 하위 손익',
  memberId: '회원 번호',
  agentId: '총판 회원 번호',
  show: '보기',
  subtreeSize: '하위 회원 수',
  rangeInvalid: (maxDays: number) =>
    `조회 기간이 올바르지 않습니다. 시작일은 종료일보다 늦을 수 없고 최대 ${maxDays}일까지 조회할 수 있습니다.`,
} as const;
