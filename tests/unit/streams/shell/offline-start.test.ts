import { describe, expect, it, vi } from 'vitest';
import { watchOfflineStart } from '../../../../src/streams/shell/installed-app.stream';
import { createInstalledAppStore } from '../../../../src/stores/installed-app.store';

describe('a page opened without a network', () => {
  it('shows the offline screen and reloads once when the network returns', () => {
    const target = new EventTarget();
    const store = createInstalledAppStore();
    const reload = vi.fn();
    watchOfflineStart({ target, onLine: false, store, reload });
    expect(store.getState().openedOffline).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('changes nothing for a page opened online', () => {
    const target = new EventTarget();
    const store = createInstalledAppStore();
    const reload = vi.fn();
    watchOfflineStart({ target, onLine: true, store, reload });
    target.dispatchEvent(new Event('online'));
    expect(store.getState().openedOffline).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
