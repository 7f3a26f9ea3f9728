import { dialogsMachine, type DialogsInput } from '../machines/dialogs.machine';
import { dialogsStore } from '../stores/dialogs.store';
import { settingsStore } from '../stores/settings.store';
import { dialogFlagsDecided, loginDraftCleared } from '../streams/shell/shell-inputs';

/** The dialogs machine with its I/O (docs/architecture.md §2: `.provide()` from src/app). */
export const liveDialogsMachine = dialogsMachine.provide({
  actions: {
    publishFlags: (_, open) => dialogFlagsDecided(open),
    clearLoginDraft: () => loginDraftCleared(),
  },
});

/** The flags as the dialogs store holds them, and the sign-up switch of the site settings. */
export const dialogsInput: DialogsInput = {
  readFacts: () => ({
    open: dialogsStore.getState().open,
    signUpClosed: settingsStore.getState().joinStartEndFlg,
  }),
};
