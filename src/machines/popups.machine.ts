import { assertEvent, fromPromise, setup } from 'xstate';
import type { Popup } from '../../common/contract/popup.contract';

/** Spec §4/§9: "do not show for 6 hours". */
export const POPUP_HIDE_HOURS = 6;
const HOUR_MS = 3_600_000;

export type PopupsEvent =
  /** Fetch the list (app start, home page, or after a stream reset). */
  | { type: 'LOAD' }
  | { type: 'HIDE_FOR_6_HOURS'; id: number }
  /** Spec §4: clicking a pop-up hides it for the session. */
  | { type: 'HIDE_FOR_SESSION'; id: number };

/**
 * Announcement pop-ups. The list arrives from GET /popup and live from the general stream; the
 * store merges it with the saved hide-until times, so this machine only loads and hides. Its I/O
 * (the fetch, the store's inputs) is provided by src/app/popups-io.ts; tests provide fakes.
 */
export const popupsMachine = setup({
  types: { events: {} as PopupsEvent },
  actors: {
    fetchPopups: fromPromise<Popup[]>(() => Promise.reject(new Error('provided by src/app'))),
  },
  actions: {
    showPopups: (_, _popups: Popup[]) => undefined,
    hidePopupUntil: (_, _hide: { id: number; untilMs: number }) => undefined,
    hidePopupForSession: (_, _hide: { id: number }) => undefined,
  },
}).createMachine({
  id: 'popups',
  initial: 'idle',
  on: {
    LOAD: { target: '.loading' },
    HIDE_FOR_6_HOURS: {
      actions: {
        type: 'hidePopupUntil',
        params: ({ event }) => {
          assertEvent(event, 'HIDE_FOR_6_HOURS');
          return { id: event.id, untilMs: Date.now() + POPUP_HIDE_HOURS * HOUR_MS };
        },
      },
    },
    HIDE_FOR_SESSION: {
      actions: {
        type: 'hidePopupForSession',
        params: ({ event }) => {
          assertEvent(event, 'HIDE_FOR_SESSION');
          return { id: event.id };
        },
      },
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'fetchPopups',
        onDone: {
          target: 'ready',
          actions: { type: 'showPopups', params: ({ event }) => event.output },
        },
        // The previous list stays on screen; the next LOAD or stream message repairs it.
        onError: { target: 'ready' },
      },
    },
    ready: {},
  },
});
