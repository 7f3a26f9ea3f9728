import { createStore } from 'zustand/vanilla';

/** The dialog flags of spec §4, one boolean each. */
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

/** What the login form typed; spec §4 clears it whenever the login/join dialogs toggle. */
export interface LoginDraft {
  userId: string;
  password: string;
}

export interface DialogsState {
  open: DialogFlags;
  loginDraft: LoginDraft;
}

export const closedDialogs = (): DialogFlags =>
  Object.fromEntries(DIALOG_NAMES.map((name) => [name, false])) as DialogFlags;

export const emptyLoginDraft: LoginDraft = { userId: '', password: '' };

export const createDialogsStore = () =>
  createStore<DialogsState>()(() => ({ open: closedDialogs(), loginDraft: emptyLoginDraft }));
export const dialogsStore = createDialogsStore();
