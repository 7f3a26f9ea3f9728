import { createStore } from 'zustand/vanilla';

/**
 * The browser's offer to install the site (Chromium's `beforeinstallprompt` event). It is not in
 * TypeScript's DOM library: the shape below is what Chromium hands out.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The site as an installed app: a newer version waiting, the install offer, an offline start. */
export interface InstalledAppState {
  /** A newer service worker is installed and waits for this page to let it take over. */
  updateWaiting: boolean;
  /** The member closed the new-version notice; a failed chunk load still takes the new version. */
  updateDismissed: boolean;
  /** Kept until used: Chromium fires the offer once per page load. */
  installPrompt: InstallPromptEvent | null;
  /** The page was opened without a network, so it shows the offline screen until one returns. */
  openedOffline: boolean;
}

export const createInstalledAppStore = () =>
  createStore<InstalledAppState>()(() => ({
    updateWaiting: false,
    updateDismissed: false,
    installPrompt: null,
    openedOffline: false,
  }));
export const installedAppStore = createInstalledAppStore();
