import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { User } from '../../common/contract/member.contract';
import type { Popup } from '../../common/contract/popup.contract';
import type { SseStreamName } from '../../common/contract/sse.contract';
import { connectionStore, type ConnectionStatus } from '../stores/connection.store';
import { dialogsStore, type DialogName } from '../stores/dialogs.store';
import { navigationStore } from '../stores/navigation.store';
import { popupsStore, selectVisiblePopups } from '../stores/popups.store';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';
import { settingsStore } from '../stores/settings.store';
import { unreadStore } from '../stores/unread.store';

/**
 * React's read side of the streaming core: every hook selects the smallest slice of one zustand
 * store, so a write elsewhere does not re-render the caller (docs/architecture.md §3).
 */

export const useUser = (): User | null => useStore(sessionStore, (s) => s.user);

export const useIsLoggedIn = (): boolean => useStore(sessionStore, selectIsLoggedIn);

export interface SiteSettings {
  siteNoticeFlg: boolean;
  autoLogoutMin: number;
  joinStartEndFlg: boolean;
}

export const useSiteSettings = (): SiteSettings =>
  useStore(
    settingsStore,
    useShallow(({ siteNoticeFlg, autoLogoutMin, joinStartEndFlg }) => ({
      siteNoticeFlg,
      autoLogoutMin,
      joinStartEndFlg,
    })),
  );

export const useUnreadCount = (): number => useStore(unreadStore, (s) => s.count);

export const useConnectionStatus = (stream: SseStreamName): ConnectionStatus =>
  useStore(connectionStore, (s) => s.streams[stream]);

export const useOnline = (): boolean => useStore(connectionStore, (s) => s.online);

/** Re-checks hide-until times once a minute so a pop-up hidden for 6 h comes back on its own. */
const POPUP_RECHECK_MS = 60_000;

export function useVisiblePopups(): Popup[] {
  const state = useStore(
    popupsStore,
    useShallow(({ popups, hiddenUntilMs, hiddenForSession }) => ({
      popups,
      hiddenUntilMs,
      hiddenForSession,
    })),
  );
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), POPUP_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => selectVisiblePopups(state, Math.max(nowMs, Date.now())), [state, nowMs]);
}

export const useDialog = (name: DialogName): boolean => useStore(dialogsStore, (s) => s.open[name]);

/** The login form's draft (cleared when the login/join dialogs toggle, spec §4). */
export const useLoginDraft = () => useStore(dialogsStore, (s) => s.loginDraft);

export const useNavigationBusy = (): boolean => useStore(navigationStore, (s) => s.busy);
