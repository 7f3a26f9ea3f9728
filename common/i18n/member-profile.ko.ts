import type { NicknameProblem } from '../domain/nickname';

/** Korean text of the `/member` info edit and recent activity. */
export const PROFILE_EDIT = {
  title: '회원정보 수정',
  nickname: '닉네임',
  nicknameHint: '한글, 영문, 숫자 2~12자 (띄어쓰기·특수문자 불가)',
  phone: '휴대폰 번호',
  phonePlaceholder: '010-0000-0000',
  phoneInvalid: '휴대폰 번호를 올바르게 입력해주세요. (예: 010-1234-5678)',
  submit: '정보 저장',
  submitting: '저장 중…',
  saved: '회원정보를 저장했습니다.',
  unchanged: '변경된 내용이 없습니다.',
  nicknameProblem: {
    length: '닉네임은 2~12자로 입력해주세요.',
    characters: '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.',
    reserved: '사용할 수 없는 닉네임입니다.',
  } satisfies Record<NicknameProblem, string>,
  passwordTitle: '비밀번호 변경',
  passwordLead: '비밀번호를 바꾸면 지금 사용 중인 기기를 뺀 모든 기기에서 로그아웃됩니다.',
} as const;

export const ACTIVITY = {
  title: '최근 활동',
  empty: '최근 활동이 없습니다.',
  colDate: '일시',
  colKind: '구분',
  colDetail: '내용',
  colAmount: '금액',
  colStatus: '상태',
  kind: { bet: '미니게임 베팅', charge: '입금 신청', exchange: '출금 신청' },
  betStatus: { 0: '진행중', 1: '낙첨', 2: '적중', 3: '적중특례', [-1]: '취소' } as Record<
    number,
    string
  >,
  walletStatus: { pending: '대기', approved: '승인', rejected: '거절', cancelled: '취소' },
  payout: (won: string) => `당첨 ${won}`,
  more: '전체 내역',
  joinedAt: '가입일',
  unread: (n: number) => `읽지 않은 쪽지 ${n}개`,
} as const;
