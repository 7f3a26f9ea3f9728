import type { StatementCurrency } from '../contract/points.contract';
import { statementKindLabel } from './points.ko';

/** Money-change / point-change history dialogs (spec §4) for members and operators. */
export const MONEY_HISTORY = {
  title: { cash: '머니 변동 내역', point: '포인트 변동 내역' } satisfies Record<
    StatementCurrency,
    string
  >,
  /** Buttons that open the dialogs (top bar, mobile strip, admin 회원 tab). */
  open: { cash: '머니 내역', point: '포인트 내역' } satisfies Record<StatementCurrency, string>,
  /** The admin 회원 tab's button: one dialog with both tabs. */
  openBoth: '머니/포인트 내역',
  tabsLabel: '내역 종류',
  memberTitle: (nickname: string, userId: string) => `${nickname} (${userId}) 머니/포인트 내역`,
  current: { cash: '현재 머니', point: '현재 포인트' } satisfies Record<StatementCurrency, string>,
  colDate: '일시',
  colKind: '구분',
  colAmount: '변동',
  colBalance: '변동 후 잔액',
  colMemo: '비고',
  colReference: '참조',
  empty: {
    cash: '머니 변동 내역이 없습니다.',
    point: '포인트 변동 내역이 없습니다.',
  } satisfies Record<StatementCurrency, string>,
} as const;

/** The Korean name of a ledger transfer kind (one table for every statement, points.ko.ts). */
export const moneyKindLabel = statementKindLabel;
