import type { ReferralStatus } from '../contract/friend.contract';

/** `/friend` texts. Labels double as accessible names the tests use. */
export const FRIEND = {
  loginRequired: '로그인 후 이용해주세요.',
  title: '친구 추천',
  lead: '회원가입 시 아래 추천인 코드를 입력한 친구가 내 추천 회원으로 등록됩니다.',
  code: '나의 추천인 코드',
  copy: '코드 복사',
  copied: '추천인 코드를 복사했습니다.',
  copyFailed: '복사하지 못했습니다. 코드를 직접 선택해 복사해주세요.',
  counts: { total: '추천 회원', active: '정상 회원', deposited: '충전 회원' },
  countUnit: (n: string) => `${n}명`,
  listTitle: '추천 회원 목록',
  colUserId: '아이디',
  colNickname: '닉네임',
  colJoined: '가입일',
  colStatus: '상태',
  colDeposited: '충전',
  deposited: '충전',
  notDeposited: '-',
  status: { active: '정상', blocked: '정지', withdrawn: '탈퇴' } satisfies Record<
    ReferralStatus,
    string
  >,
  empty: '아직 추천한 회원이 없습니다.',
} as const;
