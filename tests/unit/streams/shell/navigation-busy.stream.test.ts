import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { startNavigationBusyStream } from '../../../../src/streams/shell/navigation-busy.stream';
import { navigationStore } from '../../../../src/stores/navigation.store';
import { resetStores } from '../../stores/reset-stores';

describe('navigation busy (loading bar, spec §9)', () => {
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a navigation shorter than 200 ms', () => {
    const navigating$ = new Subject<boolean>();
    startNavigationBusyStream(navigating$);
    navigating$.next(true);
    vi.advanceTimersByTime(150);
    navigating$.next(false);
    vi.advanceTimersByTime(1_000);
    expect(navigationStore.getState().busy).toBe(false);
  });

  it('shows the bar after 200 ms until the navigation resolves, for at most 5 s', () => {
    const navigating$ = new Subject<boolean>();
    startNavigationBusyStream(navigating$);
    navigating$.next(true);
    vi.advanceTimersByTime(200);
    expect(navigationStore.getState().busy).toBe(true);
    navigating$.next(false);
    expect(navigationStore.getState().busy).toBe(false);

    navigating$.next(true);
    vi.advanceTimersByTime(4_999);
    expect(navigationStore.getState().busy).toBe(true);
    vi.advanceTimersByTime(1);
    expect(navigationStore.getState().busy).toBe(false);
  });
});
