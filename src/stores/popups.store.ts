import { createStore } from 'zustand/vanilla';
import type { Popup } from '../../common/contract/popup.contract';
import {
  browserLocalStorage,
  browserSessionStorage,
  readJson,
  writeJson,
  type KeyValueStorage,
} from './storage';

/**
 * Announcement pop-ups (spec §3/§4). `hiddenUntilMs` is the spec's `notShowingexpireTime` per
 * pop-up id, kept in localStorage so "do not show for 6 hours" survives reloads;
 * `hiddenForSession` holds pop-ups the member clicked away, kept for the browser session.
 */
export interface PopupsState {
  popups: Popup[];
  hiddenUntilMs: Record<number, number>;
  hiddenForSession: Record<number, true>;
}

export const POPUP_HIDE_STORAGE_KEY = 'notShowingexpireTime';
export const POPUP_SESSION_HIDE_STORAGE_KEY = 'popupsHiddenForSession';

const numberRecord = (raw: unknown): Record<number, number> | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const entries = Object.entries(raw).filter(
    ([, v]) => typeof v === 'number' && Number.isFinite(v),
  );
  return Object.fromEntries(entries.map(([k, v]) => [Number(k), v as number]));
};

const trueRecord = (raw: unknown): Record<number, true> | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const ids = Object.entries(raw).filter(([, v]) => v === true);
  return Object.fromEntries(ids.map(([k]) => [Number(k), true as const]));
};

export function createPopupsStore(
  local: KeyValueStorage = browserLocalStorage(),
  session: KeyValueStorage = browserSessionStorage(),
) {
  const store = createStore<PopupsState>()(() => ({
    popups: [],
    hiddenUntilMs: readJson(local, POPUP_HIDE_STORAGE_KEY, numberRecord) ?? {},
    hiddenForSession: readJson(session, POPUP_SESSION_HIDE_STORAGE_KEY, trueRecord) ?? {},
  }));
  store.subscribe((state, previous) => {
    if (state.hiddenUntilMs !== previous.hiddenUntilMs) {
      writeJson(local, POPUP_HIDE_STORAGE_KEY, state.hiddenUntilMs);
    }
    if (state.hiddenForSession !== previous.hiddenForSession) {
      writeJson(session, POPUP_SESSION_HIDE_STORAGE_KEY, state.hiddenForSession);
    }
  });
  return store;
}

export type PopupsStore = ReturnType<typeof createPopupsStore>;
export const popupsStore = createPopupsStore();

/** Spec §4: shown only when flagged visible and its hide-until time has passed. */
export function selectVisiblePopups(state: PopupsState, nowMs: number): Popup[] {
  return state.popups.filter(
    (popup) =>
      popup.popupFlg &&
      popup.visiableFlag &&
      !state.hiddenForSession[popup.id] &&
      (state.hiddenUntilMs[popup.id] ?? 0) <= nowMs,
  );
}
