import { assertEvent, fromPromise, setup } from 'xstate';
import { fetchPopups } from '../api/shell.api';
import type { Popup } from '../contract/popup.contract';
import {
  writePopupHiddenForSession,
  writePopupHiddenUntil,
  writePopups,
} from '../streams/shell/popup-writes';

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
 * store merges it with the saved hide-until times, so this machine only loads and hides.
 */
export const popupsMachine = setup({
  types: { events: {} as PopupsEvent },
  actors: {
    fetchPopups: fromPromise<Popup[]>(() => fetchPopups()),
  },
  actions: {
    writePopups: (_, popups: Popup[]) => writePopups(popups),
    hideFor6Hours: ({ event }) => {
      assertEvent(event, 'HIDE_FOR_6_HOURS');
      writePopupHiddenUntil(event.id, Date.now() + POPUP_HIDE_HOURS * HOUR_MS);
    },
    hideForSession: ({ event }) => {
      assertEvent(event, 'HIDE_FOR_SESSION');
      writePopupHiddenForSession(event.id);
    },
  },
}).createMachine({
  id: 'popups',
  initial: 'idle',
  on: {
    LOAD: { target: '.loading' },
    HIDE_FOR_6_HOURS: { actions: 'hideFor6Hours' },
    HIDE_FOR_SESSION: { actions: 'hideForSession' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'fetchPopups',
        onDone: {
          target: 'ready',
          actions: { type: 'writePopups', params: ({ event }) => event.output },
        },
        // The previous list stays on screen; the next LOAD or stream message repairs it.
        onError: { target: 'ready' },
      },
    },
    ready: {},
  },
});
