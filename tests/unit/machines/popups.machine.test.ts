import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { livePopupsMachine } from '../../../src/app/popups-io';
import { POPUP_HIDE_HOURS } from '../../../src/machines/popups.machine';
import {
  createPopupsStore,
  popupsStore,
  selectVisiblePopups,
} from '../../../src/stores/popups.store';
import type { Popup } from '../../../common/contract/popup.contract';
import { popup } from '../stores/fixtures';
import { resetStores } from '../stores/reset-stores';

const HOUR = 3_600_000;
const visibleIds = (store = popupsStore) =>
  selectVisiblePopups(store.getState(), Date.now()).map((p) => p.id);

describe('popups machine (spec §4)', () => {
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  async function loaded() {
    const list = [
      popup(1),
      popup(2),
      popup(3, { visiableFlag: false }),
      popup(4, { popupFlg: false }),
    ];
    const actor = createActor(
      livePopupsMachine.provide({ actors: { fetchPopups: fromPromise(async () => list) } }),
    ).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    return actor;
  }

  it('shows only pop-ups flagged visible', async () => {
    await loaded();
    expect(visibleIds()).toEqual([1, 2]);
  });

  it('"do not show for 6 hours" survives a reload and expires after 6 hours', async () => {
    const actor = await loaded();
    actor.send({ type: 'HIDE_FOR_6_HOURS', id: 1 });
    expect(visibleIds()).toEqual([2]);

    // A reload: a new store reads the same localStorage, the list arrives again.
    const reloaded = createPopupsStore(localStorage, sessionStorage);
    reloaded.setState({ popups: popupsStore.getState().popups });
    expect(visibleIds(reloaded)).toEqual([2]);

    vi.advanceTimersByTime(POPUP_HIDE_HOURS * HOUR - 1);
    expect(visibleIds(reloaded)).toEqual([2]);
    vi.advanceTimersByTime(1);
    expect(visibleIds(reloaded)).toEqual([1, 2]);
  });

  it('a click hides the pop-up for the session only', async () => {
    const actor = await loaded();
    actor.send({ type: 'HIDE_FOR_SESSION', id: 2 });
    expect(visibleIds()).toEqual([1]);
    const sameSession = createPopupsStore(localStorage, sessionStorage);
    sameSession.setState({ popups: popupsStore.getState().popups });
    expect(visibleIds(sameSession)).toEqual([1]);
    sessionStorage.clear(); // a new browser session
    const nextSession = createPopupsStore(localStorage, sessionStorage);
    nextSession.setState({ popups: popupsStore.getState().popups });
    expect(visibleIds(nextSession)).toEqual([1, 2]);
  });

  it('keeps the previous list when loading fails', async () => {
    popupsStore.setState({ popups: [popup(9)] });
    const actor = createActor(
      livePopupsMachine.provide({
        actors: {
          fetchPopups: fromPromise<Popup[]>(async () => {
            throw new Error('offline');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(visibleIds()).toEqual([9]);
  });
});
