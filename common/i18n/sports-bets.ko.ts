/**
 * Korean texts of sports bets beyond the slip rules: why a cash-out is not offered.
 * Market and outcome names are not here: legs take them from the boards' tables (sports.ko.ts
 * through common/domain/sports/market-catalog.ts).
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
