import type { StoreApi } from 'zustand/vanilla';
import type { InstalledAppState, InstallPromptEvent } from '../../stores/installed-app.store';

type Store = StoreApi<InstalledAppState>;

/** Writers of the installed site's state (src/stores/installed-app.store.ts). */
export const writeUpdateWaiting = (store: Store): void =>
  store.setState({ updateWaiting: true, updateDismissed: false });

export const writeUpdateDismissed = (store: Store): void =>
  store.setState({ updateDismissed: true });

export const writeInstallPrompt = (store: Store, offer: InstallPromptEvent | null): void =>
  store.setState({ installPrompt: offer });

export const writeOpenedOffline = (store: Store): void => store.setState({ openedOffline: true });
