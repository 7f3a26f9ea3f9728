import { assertEvent, setup } from 'xstate';
import { ALERTS } from '../i18n/alerts.ko';
import { dialogsStore, type DialogName } from '../stores/dialogs.store';
import { settingsStore } from '../stores/settings.store';
import { clearLoginDraft, writeDialogFlags } from '../streams/shell/dialog-writes';
import { effects } from './effects';

export type DialogsEvent =
  | { type: 'OPEN'; name: DialogName }
  | { type: 'CLOSE'; name: DialogName }
  | { type: 'TOGGLE'; name: DialogName };

/** Spec §4: the sign-up dialogs, refused while sign-up is closed. */
const SIGN_UP_DIALOGS: ReadonlySet<DialogName> = new Set(['join', 'recommenderJoin']);
/** Spec §4: toggling these clears the typed login id and password. */
const LOGIN_FORM_DIALOGS: ReadonlySet<DialogName> = new Set(['login', 'join']);

const flags = () => dialogsStore.getState().open;
const setFlag = (name: DialogName, open: boolean) => {
  if (flags()[name] !== open) writeDialogFlags({ ...flags(), [name]: open });
};
const wouldOpen = (event: DialogsEvent) =>
  event.type === 'OPEN' || (event.type === 'TOGGLE' && !flags()[event.name]);

/**
 * The dialog flags of spec §4. The dialogs store is the single source of truth (a forced logout
 * resets it directly), so this machine holds no context: it is the rules around the flags.
 */
export const dialogsMachine = setup({
  types: { events: {} as DialogsEvent },
  guards: {
    opensSignUpWhileClosed: ({ event }) =>
      wouldOpen(event) &&
      SIGN_UP_DIALOGS.has(event.name) &&
      settingsStore.getState().joinStartEndFlg,
    opensSignUp: ({ event }) => wouldOpen(event) && SIGN_UP_DIALOGS.has(event.name),
    togglesLoginForm: ({ event }) => event.type === 'TOGGLE' && LOGIN_FORM_DIALOGS.has(event.name),
  },
  actions: {
    closeLogin: () => setFlag('login', false),
    alertSignUpClosed: () => effects.notify(ALERTS.signUpClosed),
    clearLoginDraft: () => clearLoginDraft(),
    open: ({ event }) => setFlag(event.name, true),
    close: ({ event }) => setFlag(event.name, false),
    toggle: ({ event }) => {
      assertEvent(event, 'TOGGLE');
      setFlag(event.name, !flags()[event.name]);
    },
  },
}).createMachine({
  id: 'dialogs',
  initial: 'ready',
  states: {
    ready: {
      on: {
        OPEN: [
          // Spec §4/§5: opening sign-up first closes login, and is refused while sign-up is closed.
          { guard: 'opensSignUpWhileClosed', actions: ['closeLogin', 'alertSignUpClosed'] },
          { guard: 'opensSignUp', actions: ['closeLogin', 'open'] },
          { actions: 'open' },
        ],
        CLOSE: { actions: 'close' },
        TOGGLE: [
          {
            guard: 'opensSignUpWhileClosed',
            actions: ['closeLogin', 'clearLoginDraft', 'alertSignUpClosed'],
          },
          { guard: 'opensSignUp', actions: ['closeLogin', 'clearLoginDraft', 'toggle'] },
          { guard: 'togglesLoginForm', actions: ['clearLoginDraft', 'toggle'] },
          { actions: 'toggle' },
        ],
      },
    },
  },
});
