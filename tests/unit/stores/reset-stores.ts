import { connectionStore } from '../../../src/stores/connection.store';
import { closedDialogs, dialogsStore, emptyLoginDraft } from '../../../src/stores/dialogs.store';
import { navigationStore } from '../../../src/stores/navigation.store';
import { popupsStore } from '../../../src/stores/popups.store';
import { sessionStore } from '../../../src/stores/session.store';
import { initialSettings, settingsStore } from '../../../src/stores/settings.store';
import { unreadStore } from '../../../src/stores/unread.store';

/** Puts every app store (and Web Storage) back to a first visit, between tests. */
export function resetStores(): void {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.setState({ user: null, token: null });
  settingsStore.setState({ ...initialSettings });
  unreadStore.setState({ count: 0 });
  popupsStore.setState({ popups: [], hiddenUntilMs: {}, hiddenForSession: {} });
  dialogsStore.setState({ open: closedDialogs(), loginDraft: emptyLoginDraft });
  connectionStore.setState({
    streams: { general: 'idle', bets: 'idle', inplay: 'idle' },
    online: true,
  });
  navigationStore.setState({ busy: false });
  localStorage.clear();
  sessionStorage.clear();
}
