/**
 * The dialogs of spec §4 "Dialog flags", one boolean each. The names are shared by the dialogs
 * machine (its rules), the dialogs store (the flags) and the pages, so they live here rather
 * than in either of the first two (docs/architecture.md §2: a machine imports no store).
 */
export const DIALOG_NAMES = [
  'login',
  'join',
  'joinConfirm',
  'recommenderJoin',
  'userInfo',
  'moneyChange',
  'pointChange',
  'customerWrite',
  'nonMember',
  'findPassword',
  'changePassword',
  'coinDeposit',
  'coinDepositConfirm',
  'europeConfirm',
  'inplayConfirm',
  'betSlip',
  'inplayBetSlip',
  'virtualBetSlip',
  'miniBetSlip',
  'reBet',
  'evolution',
  'slotGame',
] as const;
export type DialogName = (typeof DIALOG_NAMES)[number];
export type DialogFlags = Record<DialogName, boolean>;
