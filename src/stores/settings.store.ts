import { createStore } from 'zustand/vanilla';

/**
 * Site settings the shell reacts to (spec §3/§4): maintenance flag, auto-logout minutes and the
 * sign-up closed flag. `autoLogoutLoaded` tells the session machine whether the minutes are still
 * to be fetched (spec §7: "logged in and not cached").
 */
export interface SettingsState {
  siteNoticeFlg: boolean;
  autoLogoutMin: number;
  autoLogoutLoaded: boolean;
  joinStartEndFlg: boolean;
}

/** Used until the server's value arrives; the server's setting always wins (spec §9). */
export const DEFAULT_AUTO_LOGOUT_MIN = 60;

export const initialSettings: SettingsState = {
  siteNoticeFlg: false,
  autoLogoutMin: DEFAULT_AUTO_LOGOUT_MIN,
  autoLogoutLoaded: false,
  joinStartEndFlg: false,
};

export const createSettingsStore = () =>
  createStore<SettingsState>()(() => ({ ...initialSettings }));
export const settingsStore = createSettingsStore();
