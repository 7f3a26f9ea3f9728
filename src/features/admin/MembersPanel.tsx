import { useState, type FormEvent } from 'react';
import {
  fetchAdminMembers,
  forceLogoutMember,
  resetMemberPassword,
  setMemberBlocked,
} from '../../api/admin.api';
import type { AdminMember } from '../../contract/admin.contract';
import { formatPoints, formatShortDate, formatWon } from '../../domain/format';
import { COMMON } from '../../i18n/common.ko';
import { ADMIN } from '../../i18n/admin.ko';
import { errorMessage } from '../../ui/api-error';
import { Pagination } from '../../ui/Pagination';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { BalanceForm } from './BalanceForm';
import { SendMessageForm } from './SendMessageForm';
import styles from './AdminArea.module.css';

const T = ADMIN.members;

type Notice = { ok: boolean; text: string; temporaryPassword?: string };

export function MembersPanel() {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, error, loading, reload } = useAsync(
    () => fetchAdminMembers(page, search),
    [page, search],
  );
  const members = data?.items ?? [];
  const selected = members.find((m) => m.id === selectedId) ?? null;

  const run = async (action: () => Promise<Notice>) => {
    setNotice(null);
    try {
      setNotice(await action());
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    }
  };

  const onForceLogout = (m: AdminMember) => {
    if (!window.confirm(T.forceLogoutConfirm(m.userId))) return;
    void run(async () => {
      await forceLogoutMember(m.id);
      return { ok: true, text: T.forceLogoutDone };
    });
  };
  const onBlock = (m: AdminMember) => {
    if (!m.blocked && !window.confirm(T.blockConfirm(m.userId))) return;
    void run(async () => {
      await setMemberBlocked(m.id, !m.blocked);
      return { ok: true, text: T.blockDone };
    });
  };
  const onReset = (m: AdminMember) => {
    if (!window.confirm(T.resetPasswordConfirm(m.userId))) return;
    void run(async () => {
      const { temporaryPassword } = await resetMemberPassword(m.id);
      return { ok: true, text: `${m.userId} ${T.temporaryPassword}`, temporaryPassword };
    });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setSearch(query.trim());
  };

  return (
    <div className={styles.panel}>
      <section
        className={controls.card}
        aria-labelledby="admin-members-title"
        data-testid="admin-members"
      >
        <header className={controls.cardHeader}>
          <h2 id="admin-members-title" className={controls.cardTitle}>
            {T.title}
          </h2>
          <form role="search" className={styles.inlineForm} onSubmit={onSearch}>
            <label htmlFor="admin-member-search" className="visually-hidden">
              {T.search}
            </label>
            <input
              id="admin-member-search"
              type="search"
              className={controls.input}
              style={{ width: 200, minHeight: 32 }}
              placeholder={T.searchPlaceholder}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className={`${controls.btn} ${controls.sm}`}>
              {COMMON.search}
            </button>
          </form>
        </header>
        {notice ? (
          <div
            className={`${controls.notice} ${notice.ok ? '' : controls.noticeError}`}
            role={notice.ok ? 'status' : 'alert'}
            style={{ margin: 12 }}
          >
            {notice.text}
            {notice.temporaryPassword ? (
              <>
                {': '}
                <span className={styles.temp} data-testid="temporary-password">
                  {notice.temporaryPassword}
                </span>
              </>
            ) : null}
          </div>
        ) : null}
        <div className={controls.tableWrap}>
          <table className={controls.table}>
            <thead>
              <tr>
                <th>{T.colUserId}</th>
                <th>{T.colNickname}</th>
                <th>{T.colLevel}</th>
                <th className={controls.num}>{T.colCash}</th>
                <th className={controls.num}>{T.colPoints}</th>
                <th>{T.colStatus}</th>
                <th>{T.colJoined}</th>
                <th>{T.colActions}</th>
              </tr>
            </thead>
            <tbody>
              {error && !data ? (
                <tr>
                  <td colSpan={8} className={controls.emptyCell} role="alert">
                    {errorMessage(error)}
                  </td>
                </tr>
              ) : null}
              {loading && !data ? (
                <tr>
                  <td colSpan={8} className={controls.emptyCell}>
                    {COMMON.loading}
                  </td>
                </tr>
              ) : null}
              {data && members.length === 0 ? (
                <tr>
                  <td colSpan={8} className={controls.emptyCell}>
                    {T.empty}
                  </td>
                </tr>
              ) : null}
              {members.map((m) => (
                <tr
                  key={m.id}
                  className={m.id === selectedId ? styles.selectedRow : undefined}
                  data-testid="admin-member-row"
                  data-user-id={m.userId}
                  aria-selected={m.id === selectedId}
                >
                  <td>{m.userId}</td>
                  <td>{m.nickname}</td>
                  <td>Lv.{m.level}</td>
                  <td className={controls.num}>{formatWon(m.emoney)}</td>
                  <td className={controls.num}>{formatPoints(m.point)}</td>
                  <td>
                    <span className={controls.actions}>
                      {m.blocked ? (
                        <span className={`${controls.badge} ${controls.badgeDanger}`}>
                          {T.blocked}
                        </span>
                      ) : null}
                      <span className={`${controls.badge} ${m.online ? controls.badgeOn : ''}`}>
                        {m.online ? T.online : T.offline}
                      </span>
                    </span>
                  </td>
                  <td>{formatShortDate(m.createdAt)}</td>
                  <td>
                    <div className={controls.actions}>
                      <button
                        type="button"
                        className={`${controls.btn} ${controls.sm} ${m.id === selectedId ? controls.primary : ''}`}
                        aria-pressed={m.id === selectedId}
                        onClick={() => setSelectedId(m.id)}
                      >
                        {m.id === selectedId ? T.selected : T.select}
                      </button>
                      <button
                        type="button"
                        className={`${controls.btn} ${controls.sm}`}
                        onClick={() => onForceLogout(m)}
                      >
                        {T.forceLogout}
                      </button>
                      <button
                        type="button"
                        className={`${controls.btn} ${controls.sm} ${m.blocked ? '' : controls.danger}`}
                        onClick={() => onBlock(m)}
                      >
                        {m.blocked ? T.unblock : T.block}
                      </button>
                      <button
                        type="button"
                        className={`${controls.btn} ${controls.sm}`}
                        onClick={() => onReset(m)}
                      >
                        {T.resetPassword}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data ? (
          <Pagination page={data.page} pageCount={data.pageCount} onChange={setPage} />
        ) : null}
      </section>

      <div className={styles.pair}>
        <SendMessageForm members={members} selectedId={selectedId} onSelect={setSelectedId} />
        <BalanceForm member={selected} onDone={reload} />
      </div>
    </div>
  );
}
