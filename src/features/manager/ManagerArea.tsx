import { useState } from 'react';
import { useUser } from '../../app/hooks';
import { MANAGER_HOME, staffAreaOf } from '../../machines/role-redirect';
import { fetchManagerMembers } from '../../api/manager.api';
import { formatPoints, formatShortDate, formatWon } from '../../domain/format';
import { COMMON } from '../../i18n/common.ko';
import { MANAGER } from '../../i18n/manager.ko';
import { errorMessage } from '../../ui/api-error';
import { BackOfficeLayout } from '../../ui/BackOfficeLayout';
import { LoginRequired } from '../../ui/LoginRequired';
import { Pagination } from '../../ui/Pagination';
import { useLogout } from '../../ui/session-actions';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';

function DownlineTable() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useAsync(() => fetchManagerMembers(page), [page]);
  return (
    <section
      className={controls.card}
      aria-labelledby="manager-members-title"
      data-testid="manager-members"
    >
      <header className={controls.cardHeader}>
        <h1 id="manager-members-title" className={controls.cardTitle}>
          {MANAGER.membersTitle}
        </h1>
        <span className={controls.hint}>{MANAGER.total(data?.totalCount ?? 0)}</span>
      </header>
      <p className={controls.hint} style={{ padding: '12px 16px' }}>
        {MANAGER.membersLead}
      </p>
      <div className={controls.tableWrap}>
        <table className={controls.table}>
          <thead>
            <tr>
              <th>{MANAGER.colUserId}</th>
              <th>{MANAGER.colNickname}</th>
              <th>{MANAGER.colLevel}</th>
              <th className={controls.num}>{MANAGER.colCash}</th>
              <th className={controls.num}>{MANAGER.colPoints}</th>
              <th>{MANAGER.colStatus}</th>
              <th>{MANAGER.colJoined}</th>
            </tr>
          </thead>
          <tbody>
            {error && !data ? (
              <tr>
                <td colSpan={7} className={controls.emptyCell} role="alert">
                  {errorMessage(error)}
                </td>
              </tr>
            ) : null}
            {loading && !data ? (
              <tr>
                <td colSpan={7} className={controls.emptyCell}>
                  {COMMON.loading}
                </td>
              </tr>
            ) : null}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={7} className={controls.emptyCell}>
                  {MANAGER.empty}
                </td>
              </tr>
            ) : null}
            {data?.items.map((m) => (
              <tr key={m.id} data-testid="manager-member-row" data-user-id={m.userId}>
                <td>{m.userId}</td>
                <td>{m.nickname}</td>
                <td>Lv.{m.level}</td>
                <td className={controls.num}>{formatWon(m.emoney)}</td>
                <td className={controls.num}>{formatPoints(m.point)}</td>
                <td>
                  <span className={controls.actions}>
                    {m.blocked ? (
                      <span className={`${controls.badge} ${controls.badgeDanger}`}>
                        {MANAGER.blocked}
                      </span>
                    ) : null}
                    <span className={`${controls.badge} ${m.online ? controls.badgeOn : ''}`}>
                      {m.online ? MANAGER.online : MANAGER.offline}
                    </span>
                  </span>
                </td>
                <td>{formatShortDate(m.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data ? <Pagination page={data.page} pageCount={data.pageCount} onChange={setPage} /> : null}
    </section>
  );
}

/** `/manager`: the agent's landing with their downline (spec §2, §6). */
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
        <DownlineTable />
      ) : user === null ? (
        <LoginRequired />
      ) : (
        <p className={`${controls.notice} ${controls.noticeError}`} role="alert">
          {MANAGER.forbidden}
        </p>
      )}
    </BackOfficeLayout>
  );
}
