import { installedAppStore, type InstallPromptEvent } from '../../stores/installed-app.store';
import {
  writeInstallPrompt,
  writeOpenedOffline,
  writeUpdateDismissed,
  writeUpdateWaiting,
} from './installed-app-writes';

type Store = typeof installedAppStore;

/**
 * Keeps Chromium's install offer for the drawer's "홈 화면에 추가" button instead of its own
 * mini-infobar. Browsers that never fire the event (Safari, Firefox) never show the hint: there
 * the member adds the site through the browser's own share or page menu.
 */
export function listenForInstallPrompt(
  target: EventTarget = window,
  store: Store = installedAppStore,
): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    writeInstallPrompt(store, event as InstallPromptEvent);
  };
  const onInstalled = () => writeInstallPrompt(store, null);
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** An offer can be used once: the hint goes as soon as the browser's dialog opens. */
export const installOfferUsed = (store: Store = installedAppStore): void =>
  writeInstallPrompt(store, null);

/** The service worker reports a newer version installed and waiting. */
export const newVersionFound = (store: Store = installedAppStore): void =>
  writeUpdateWaiting(store);

/** The member closed the new-version notice (or accepted it, and the page is about to reload). */
export const updateNoticeClosed = (store: Store = installedAppStore): void =>
  writeUpdateDismissed(store);

export interface OfflineStartOptions {
  target?: EventTarget;
  onLine?: boolean;
  store?: Store;
  reload?: () => void;
}

/**
 * A page opened without a network comes from the service worker's copy of the shell, and every
 * call it makes fails. It shows the offline screen instead of empty pages, and reloads once the
 * browser reports the network back: a fresh start fetches the session, balances and streams as
 * on any first load, which a page patched up in place might miss.
 */
export function watchOfflineStart({
  target = window,
  onLine = navigator.onLine,
  store = installedAppStore,
  reload = () => window.location.reload(),
}: OfflineStartOptions = {}): () => void {
  if (onLine) return () => {};
  writeOpenedOffline(store);
  const onOnline = () => {
    target.removeEventListener('online', onOnline);
    reload();
  };
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}
