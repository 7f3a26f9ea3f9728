import { describe, expect, it, vi } from 'vitest';
import { promptInstall } from '../../../src/app/install-hint';
import { listenForInstallPrompt } from '../../../src/streams/shell/installed-app.stream';
import { createInstalledAppStore } from '../../../src/stores/installed-app.store';

/** Chromium's install offer, with the member's answer chosen by the test. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('"홈 화면에 추가" hint', () => {
  it('keeps the offer instead of the browser bar and has none before it', async () => {
    const target = new EventTarget();
    const store = createInstalledAppStore();
    listenForInstallPrompt(target, store);
    expect(store.getState().installPrompt).toBeNull();
    expect(await promptInstall(store)).toBe('unavailable');

    const { event } = installOffer('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState().installPrompt).toBe(event);
  });

  it('shows the browser dialog once and drops the used offer, whatever the answer', async () => {
    const target = new EventTarget();
    const store = createInstalledAppStore();
    listenForInstallPrompt(target, store);
    const { event, prompt } = installOffer('dismissed');
    target.dispatchEvent(event);
    expect(await promptInstall(store)).toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.getState().installPrompt).toBeNull();
  });

  it('hides the hint once the site is installed, and stops listening when asked', () => {
    const target = new EventTarget();
    const store = createInstalledAppStore();
    const stop = listenForInstallPrompt(target, store);
    target.dispatchEvent(installOffer('accepted').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getState().installPrompt).toBeNull();
    stop();
    target.dispatchEvent(installOffer('accepted').event);
    expect(store.getState().installPrompt).toBeNull();
  });
});
