/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from './app-update';

/**
 * Registers the service worker built by vite-plugin-pwa (vite.config.ts): it keeps the shell and
 * the built files for offline starts, never /api or the streams. Production builds only; the dev
 * server has no worker, so a stale copy never hides a change being worked on.
 */
export function registerServiceWorker(): void {
  const activateWaiting = registerSW({
    onNeedRefresh: () => appUpdate.found(),
  });
  appUpdate.connect(activateWaiting);
}
