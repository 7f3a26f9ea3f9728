import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  useConnectionStatus,
  useDialog,
  useIsLoggedIn,
  useSiteSettings,
  useUnreadCount,
  useUser,
  useVisiblePopups,
} from '../../../src/app/hooks';
import { connectionStore } from '../../../src/stores/connection.store';
import { popupsStore } from '../../../src/stores/popups.store';
import { sessionStore } from '../../../src/stores/session.store';
import { settingsStore } from '../../../src/stores/settings.store';
import { writeDialogFlags } from '../../../src/streams/shell/dialog-writes';
import { closedDialogs } from '../../../src/stores/dialogs.store';
import { unreadStore } from '../../../src/stores/unread.store';
import { member, popup } from '../stores/fixtures';
import { resetStores } from '../stores/reset-stores';

describe('hooks read the stores by selector', () => {
  beforeEach(resetStores);

  it('user, login flag and unread count follow their stores', () => {
    const { result } = renderHook(() => ({
      user: useUser(),
      loggedIn: useIsLoggedIn(),
      unread: useUnreadCount(),
    }));
    expect(result.current).toEqual({ user: null, loggedIn: false, unread: 0 });
    act(() => {
      sessionStore.setState({ user: member(), token: 't' });
      unreadStore.setState({ count: 2 });
    });
    expect(result.current).toEqual({ user: member(), loggedIn: true, unread: 2 });
  });

  it('object- and list-returning hooks keep a stable value between unrelated writes', () => {
    popupsStore.setState({ popups: [popup(1), popup(2, { visiableFlag: false })] });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return { settings: useSiteSettings(), popups: useVisiblePopups() };
    });
    const first = result.current;
    act(() => unreadStore.setState({ count: 5 }));
    expect(result.current.settings).toBe(first.settings);
    expect(result.current.popups).toBe(first.popups);
    expect(result.current.popups.map((p) => p.id)).toEqual([1]);
    expect(renders).toBeLessThan(5);

    act(() => settingsStore.setState({ joinStartEndFlg: true }));
    expect(result.current.settings).toEqual({
      siteNoticeFlg: false,
      autoLogoutMin: 60,
      joinStartEndFlg: true,
    });
  });

  it('connection status and dialog flags', () => {
    const { result } = renderHook(() => ({
      bets: useConnectionStatus('bets'),
      login: useDialog('login'),
    }));
    act(() => {
      connectionStore.setState((s) => ({ streams: { ...s.streams, bets: 'connected' } }));
      writeDialogFlags({ ...closedDialogs(), login: true });
    });
    expect(result.current).toEqual({ bets: 'connected', login: true });
  });
});
