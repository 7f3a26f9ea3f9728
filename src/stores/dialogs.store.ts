import { createStore } from 'zustand/vanilla';
import { DIALOG_NAMES, type DialogFlags } from '../../common/domain/dialog-names';

/** The names and the flags' shape live in domain (the dialogs machine reads them too). */
export { DIALOG_NAMES, type DialogFlags, type DialogName } from '../../common/domain/dialog-names';

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
