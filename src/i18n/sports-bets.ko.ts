/**
 * Korean texts of sports bets beyond the slip rules (issue 3): why a cash-out is not offered, and
 * the Korean labels copied into a bet's legs when the feed gives none. Market names are not
 * here: legs take them from the boards' one table (MARKET_NAMES_KOREAN in sports.ko.ts).
 */
import type { CashoutRefusal } from '../domain/betting/cashout';

export const CASHOUT_REASONS: Record<CashoutRefusal | 'CLOSED', string> = {
  LOST: '낙첨된 경기가 있어 캐시아웃할 수 없습니다.',
  SUSPENDED: '경기 진행 중 배당이 중지되었습니다.',
  SETTLING: '모든 경기가 종료되어 정산을 기다리고 있습니다.',
  NOT_OFFERED: '시스템 베팅은 캐시아웃을 지원하지 않습니다.',
  NO_VALUE: '캐시아웃 금액이 없습니다.',
  CLOSED: '진행중인 베팅만 캐시아웃할 수 있습니다.',
};

/** Korean outcome labels of the plain outcomes ('1', 'X', '2', 'Over', 'Under' …). */
export const SELECTION_LABELS_KOREAN: Readonly<Record<string, string>> = {
  '1': '홈승',
  X: '무',
  '2': '원정승',
  Over: '오버',
  Under: '언더',
  '1X': '홈승 또는 무',
  X2: '무 또는 원정승',
  '12': '홈승 또는 원정승',
  Yes: '예',
  No: '아니오',
};

export const BONUS_FOLDER_LABEL = (minFolders: number) => `${minFolders}폴더 이상 보너스`;
