import { describe, expect, it, vi } from 'vitest';
import { createAppUpdate, selectUpdatePromptShown } from '../../../src/app/app-update';
import { handleChunkLoadError } from '../../../src/app/chunk-reload';
import { createInstalledAppStore } from '../../../src/stores/installed-app.store';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/a.js');

function setUp() {
  const store = createInstalledAppStore();
  const reload = vi.fn();
  const activate = vi.fn(async () => {});
  const update = createAppUpdate({ store, reload });
  update.connect(activate);
  const shown = () => selectUpdatePromptShown(store.getState());
  return { store, reload, activate, update, shown };
}

describe('new version of the installed site', () => {
  it('shows the notice only once a new version waits', () => {
    const { update, shown } = setUp();
    expect(shown()).toBe(false);
    update.found();
    expect(shown()).toBe(true);
  });

  it('"새로고침" lets the waiting version take over and reloads under it', () => {
    const { update, activate, reload, shown } = setUp();
    update.found();
    update.accept();
    expect(activate).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
    expect(shown()).toBe(false);
  });

  it('"나중에" hides the notice and changes nothing; a later version shows it again', () => {
    const { update, activate, reload, shown } = setUp();
    update.found();
    update.dismiss();
    expect(shown()).toBe(false);
    expect(activate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    update.found();
    expect(shown()).toBe(true);
  });

  it('a plain reload when nothing waits (activating no worker would never reload)', () => {
    const { update, activate, reload } = setUp();
    update.reloadToNewest();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(activate).not.toHaveBeenCalled();
  });

  it('a failed chunk reloads under the waiting version, even after "나중에"', () => {
    const { update, activate, reload } = setUp();
    update.found();
    update.dismiss();
    update.reloadToNewest();
    expect(activate).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the chunk-reload throttle: one reload per 60 s whichever way it reloads', () => {
    const { update, activate } = setUp();
    update.found();
    const options = { storage: sessionStorage, reload: () => update.reloadToNewest() };
    expect(handleChunkLoadError(chunkError(), { ...options, nowMs: 1_000_000 })).toBe(true);
    expect(handleChunkLoadError(chunkError(), { ...options, nowMs: 1_059_999 })).toBe(false);
    expect(activate).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });
});
