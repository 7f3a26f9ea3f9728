import { fromPromise } from 'xstate';
import { fetchMaintenanceFlag } from '../api/shell.api';
import {
  maintenanceMachine,
  type MaintenanceFacts,
  type MaintenanceInput,
} from '../machines/maintenance.machine';
import { staffAreaOf } from '../machines/role-redirect';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';
import { settingsStore } from '../stores/settings.store';
import { settingsFetched } from '../streams/shell/shell-inputs';

/** The maintenance gate with its I/O (docs/architecture.md §2: `.provide()` from src/app). */
export const liveMaintenanceMachine = maintenanceMachine.provide({
  actors: { fetchMaintenanceFlag: fromPromise<boolean>(() => fetchMaintenanceFlag()) },
  actions: { writeFlag: (_, siteNoticeFlg) => settingsFetched({ siteNoticeFlg }) },
});

/** The flag, the session and the role as the stores hold them when the gate decides. */
const readFacts = (): MaintenanceFacts => {
  const session = sessionStore.getState();
  return {
    siteNoticeFlg: settingsStore.getState().siteNoticeFlg,
    loggedIn: selectIsLoggedIn(session),
    staff: staffAreaOf(session.user) !== null,
  };
};

export const maintenanceInput: MaintenanceInput = { readFacts };
