import { useUser } from '../../app/hooks';
import { MANAGER_HOME, staffAreaOf } from '../../machines/role-redirect';
import { MANAGER } from '../../../common/i18n/manager.ko';
import { BackOfficeLayout } from '../../ui/BackOfficeLayout';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { useLogout } from '../../ui/session-actions';
import { AgentRolling } from './AgentRolling';
import { AgentTreeCard } from './AgentTreeCard';
import { DownlineTable } from './DownlineTable';
import { ManagerReport } from './ManagerReport';
import styles from './Manager.module.css';

/**
 * `/manager`: the agent's landing (spec §2, §6): the downline's money,
 * turnover and rolling for a range of days, the agent's own rolling settlement, its tree of
 * sub-agents with member and sub-agent creation, the whole downline.
 * The server refuses every manager endpoint to anyone but type 2; this check only picks the view.
 */
export function ManagerArea() {
  const user = useUser();
  const onLogout = useLogout();
  const allowed = staffAreaOf(user) === MANAGER_HOME;
  return (
    <BackOfficeLayout
      title={MANAGER.areaTitle}
      userLabel={user ? `${user.nickname} (${user.userId})` : undefined}
      logoutLabel={MANAGER.logout}
      onLogout={() => void onLogout()}
    >
      {allowed ? (
        <div className={styles.page}>
          <ManagerReport />
          <AgentRolling />
          <AgentTreeCard />
          <DownlineTable />
        </div>
      ) : user === null ? (
        <LoginRequired />
      ) : (
        <Notice error>{MANAGER.forbidden}</Notice>
      )}
    </BackOfficeLayout>
  );
}
