import { fetchMaintenanceFlag, fetchSignUpClosed, fetchUnreadCount } from '../api/shell.api';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';
import { settingsFetched, unreadCountFetched } from '../streams/shell/shell-inputs';
import { getActors } from './actors';
import { applyLiveUnread } from './unread-gate';

const ignore = () => {};

/** The sign-up flag is needed before anyone opens the join dialog (spec §5). */
export function loadStartupSnapshots(): void {
  fetchSignUpClosed()
    .then((joinStartEndFlg) => settingsFetched({ joinStartEndFlg }))
    .catch(ignore);
  getActors().popups.send({ type: 'LOAD' });
}

/**
 * The general stream missed events (server `reset`): refetch every snapshot it feeds, and act on
 * them as if they had arrived live.
 */
export function refetchShellSnapshots(): void {
  const { maintenance } = getActors();
  loadStartupSnapshots();
  fetchMaintenanceFlag()
    .then((siteNoticeFlg) => maintenance.send({ type: 'MAINTENANCE_CHANGED', siteNoticeFlg }))
    .catch(ignore);
  if (selectIsLoggedIn(sessionStore.getState())) {
    fetchUnreadCount()
      .then((count) => {
        unreadCountFetched(count);
        applyLiveUnread(count);
      })
      .catch(ignore);
  }
}
