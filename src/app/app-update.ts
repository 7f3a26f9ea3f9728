import { installedAppStore } from '../stores/installed-app.store';
import { newVersionFound, updateNoticeClosed } from '../streams/shell/installed-app.stream';

/** vite-plugin-pwa's `registerSW` answer: lets the waiting worker take over, then reloads. */
export type ActivateWaitingWorker = (reloadPage?: boolean) => Promise<void>;

type Store = typeof installedAppStore;

export interface AppUpdateOptions {
  store?: Store;
  reload?: () => void;
}

/**
 * The new-version flow of the installed site. The service worker waits (registerType 'prompt' in
 * vite.config.ts) so a member mid-bet is never reloaded under their slip: the notice asks first.
 * A failed chunk load (an older deploy's file gone from the server, spec §8) takes the waiting
 * version without asking, as the page must reload anyway; whether it reloads at all stays the
 * 60-second throttle's decision (chunk-reload.ts), this only chooses how.
 */
export function createAppUpdate({
  store = installedAppStore,
  reload = () => window.location.reload(),
}: AppUpdateOptions = {}) {
  let activate: ActivateWaitingWorker | null = null;

  return {
    /** The service worker is registered; `activateWaiting` switches to a waiting version. */
    connect(activateWaiting: ActivateWaitingWorker): void {
      activate = activateWaiting;
    },
    /** A newer version finished installing and waits. */
    found(): void {
      newVersionFound(store);
    },
    /** "새로고침": the waiting worker takes over and the page reloads under it. */
    accept(): void {
      if (!store.getState().updateWaiting || !activate) return reload();
      updateNoticeClosed(store);
      void activate(true);
    },
    dismiss(): void {
      updateNoticeClosed(store);
    },
    /** The chunk-reload's reload: under the waiting version when there is one. */
    reloadToNewest(): void {
      if (store.getState().updateWaiting && activate) void activate(true);
      else reload();
    },
  };
}

export type AppUpdate = ReturnType<typeof createAppUpdate>;

export const appUpdate = createAppUpdate();

export const selectUpdatePromptShown = (s: {
  updateWaiting: boolean;
  updateDismissed: boolean;
}): boolean => s.updateWaiting && !s.updateDismissed;
