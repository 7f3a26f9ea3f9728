import { setup } from 'xstate';
import { ALERTS } from '../../common/i18n/alerts.ko';
import type { DialogFlags, DialogName } from '../../common/domain/dialog-names';
import { effects } from './effects';

export type DialogsEvent =
  | { type: 'OPEN'; name: DialogName }
  | { type: 'CLOSE'; name: DialogName }
  | { type: 'TOGGLE'; name: DialogName };

/** What the rules read when an event arrives: the flags as published, and whether sign-up is closed. */
export interface DialogsFacts {
  open: DialogFlags;
  signUpClosed: boolean;
}

export interface DialogsInput {
  readFacts: () => DialogsFacts;
}

/** Spec §4: the sign-up dialogs, refused while sign-up is closed. */
const SIGN_UP_DIALOGS: ReadonlySet<DialogName> = new Set(['join', 'recommenderJoin']);
/** Spec §4: toggling these clears the typed login id and password. */
const LOGIN_FORM_DIALOGS: ReadonlySet<DialogName> = new Set(['login', 'join']);

const wouldOpen = (open: DialogFlags, event: DialogsEvent) =>
  event.type === 'OPEN' || (event.type === 'TOGGLE' && !open[event.name]);

/** The flags after the event (read when the action runs, so after an earlier action's write). */
const flagsAfter = ({ context, event }: { context: DialogsInput; event: DialogsEvent }) => {
  const { open } = context.readFacts();
  const next = event.type === 'OPEN' ? true : event.type === 'CLOSE' ? false : !open[event.name];
  return { ...open, [event.name]: next };
};
const loginClosed = ({ context }: { context: DialogsInput }) => ({
  ...context.readFacts().open,
  login: false,
});

/**
 * The dialog flags of spec §4. The dialogs store is the single source of truth (a forced logout
 * resets it directly), so this machine holds only the way to read it: it is the rules around the
 * flags. Publishing the flags and clearing the login draft are provided by src/app/dialogs-io.ts.
 */
export const dialogsMachine = setup({
  types: {
    context: {} as DialogsInput,
    events: {} as DialogsEvent,
    input: {} as DialogsInput,
  },
  guards: {
    opensSignUpWhileClosed: ({ context, event }) => {
      const facts = context.readFacts();
      return wouldOpen(facts.open, event) && SIGN_UP_DIALOGS.has(event.name) && facts.signUpClosed;
    },
    opensSignUp: ({ context, event }) =>
      wouldOpen(context.readFacts().open, event) && SIGN_UP_DIALOGS.has(event.name),
    togglesLoginForm: ({ event }) => event.type === 'TOGGLE' && LOGIN_FORM_DIALOGS.has(event.name),
  },
  actions: {
    /** Publishes the flags; an unchanged set is not written (src/app provides it). */
    publishFlags: (_, _open: DialogFlags) => undefined,
    clearLoginDraft: () => undefined,
    alertSignUpClosed: () => effects.notify(ALERTS.signUpClosed),
  },
}).createMachine({
  id: 'dialogs',
  context: ({ input }) => ({ readFacts: input.readFacts }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        OPEN: [
          // Spec §4/§5: opening sign-up first closes login, and is refused while sign-up is closed.
          {
            guard: 'opensSignUpWhileClosed',
            actions: [{ type: 'publishFlags', params: loginClosed }, 'alertSignUpClosed'],
          },
          {
            guard: 'opensSignUp',
            actions: [
              { type: 'publishFlags', params: loginClosed },
              { type: 'publishFlags', params: flagsAfter },
            ],
          },
          { actions: { type: 'publishFlags', params: flagsAfter } },
        ],
        CLOSE: { actions: { type: 'publishFlags', params: flagsAfter } },
        TOGGLE: [
          {
            guard: 'opensSignUpWhileClosed',
            actions: [
              { type: 'publishFlags', params: loginClosed },
              'clearLoginDraft',
              'alertSignUpClosed',
            ],
          },
          {
            guard: 'opensSignUp',
            actions: [
              { type: 'publishFlags', params: loginClosed },
              'clearLoginDraft',
              { type: 'publishFlags', params: flagsAfter },
            ],
          },
          {
            guard: 'togglesLoginForm',
            actions: ['clearLoginDraft', { type: 'publishFlags', params: flagsAfter }],
          },
          { actions: { type: 'publishFlags', params: flagsAfter } },
        ],
      },
    },
  },
});
