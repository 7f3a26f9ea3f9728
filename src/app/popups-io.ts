import { fromPromise } from 'xstate';
import { fetchPopups } from '../api/shell.api';
import type { Popup } from '../../common/contract/popup.contract';
import { popupsMachine } from '../machines/popups.machine';
import {
  popupHiddenForSession,
  popupHiddenUntil,
  popupListFetched,
} from '../streams/shell/popups.stream';

/** The popups machine with its I/O (docs/architecture.md §2: `.provide()` from src/app). */
export const livePopupsMachine = popupsMachine.provide({
  actors: { fetchPopups: fromPromise<Popup[]>(() => fetchPopups()) },
  actions: {
    showPopups: (_, popups) => popupListFetched(popups),
    hidePopupUntil: (_, { id, untilMs }) => popupHiddenUntil(id, untilMs),
    hidePopupForSession: (_, { id }) => popupHiddenForSession(id),
  },
});
