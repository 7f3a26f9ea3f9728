import { useState } from 'react';
import {
  fetchAdminMembers,
  forceLogoutMember,
  resetMemberPassword,
  setMemberBlocked,
} from '../../../api/admin.api';
import type { AdminMember } from '../../../../common/contract/admin.contract';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { MONEY_HISTORY } from '../../../../common/i18n/money-history.ko';
import { MEMBER_ADMIN } from '../../../../common/i18n/member-admin.ko';
import { RESPONSIBLE_ADMIN } from '../../../../common/i18n/responsible.ko';
import { errorMessage } from '../../../api/errors';
import type { Column } from '../../../ui/DataTable';
import { memberColumns } from '../../../ui/member-columns';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { BalanceForm } from './BalanceForm';
import { MemberDetailDialog } from './MemberDetailDialog';
import { MemberMoneyHistoryDialog } from './MemberMoneyHistoryDialog';
import { MemberResponsibleDialog } from '../responsible/MemberResponsibleDialog';
import { SendMessageForm } from './SendMessageForm';
import { AdminListCard } from '../shared/AdminListCard';
import { SearchForm } from '../shared/SearchForm';
import { useAdminList } from '../shared/use-admin-list';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.members;

type Outcome = { ok: boolean; text: string; temporaryPassword?: string };

export function MembersPanel() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminMember | null>(null);
  const [responsibleOf, setResponsibleOf] = useState<AdminMember | null>(null);
  const [detailOf, setDetailOf] = useState<AdminMember | null>(null);
  const list = useAdminList({ search: '', page: 1 }, (f: { search: string; page: number }) =>
    fetchAdminMembers(f.page, f.search),
  );
  const { reload } = list;
  const members = list.data?.items ?? [];
  const selected = members.find((m) => m.id === selectedId) ?? null;

  const run = async (action: () => Promise<Outcome>) => {
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

  const columns: Column<AdminMember>[] = [
    ...memberColumns<AdminMember>(T),
    {
      header: T.colActions,
      cell: (m) => (
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
            data-testid="admin-member-detail-open"
            onClick={() => setDetailOf(m)}
          >
            {MEMBER_ADMIN.open}
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
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            data-testid="admin-member-history"
            onClick={() => setHistoryOf(m)}
          >
            {MONEY_HISTORY.openBoth}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            data-testid="admin-member-responsible"
            onClick={() => setResponsibleOf(m)}
          >
            {RESPONSIBLE_ADMIN.open}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <AdminListCard
        id="admin-members-title"
        title={T.title}
        testId="admin-members"
        actions={
          <SearchForm
            id="admin-member-search"
            label={T.search}
            placeholder={T.searchPlaceholder}
            width={200}
            onSearch={(search) => list.setFilter({ search })}
          />
        }
        above={
          notice ? (
            <Notice error={!notice.ok} as="div" style={{ margin: 12 }}>
              {notice.text}
              {notice.temporaryPassword ? (
                <>
                  {': '}
                  <span className={styles.temp} data-testid="temporary-password">
                    {notice.temporaryPassword}
                  </span>
                </>
              ) : null}
            </Notice>
          ) : null
        }
        table={{
          ...list.table,
          columns,
          rowKey: (m) => m.id,
          rowProps: (m) => ({
            className: m.id === selectedId ? styles.selectedRow : undefined,
            'data-testid': 'admin-member-row',
            'data-user-id': m.userId,
            'aria-selected': m.id === selectedId,
          }),
          emptyText: T.empty,
        }}
      />

      <div className={styles.pair}>
        <SendMessageForm members={members} selectedId={selectedId} onSelect={setSelectedId} />
        <BalanceForm member={selected} onDone={reload} />
      </div>
      <MemberMoneyHistoryDialog member={historyOf} onClose={() => setHistoryOf(null)} />
      <MemberResponsibleDialog member={responsibleOf} onClose={() => setResponsibleOf(null)} />
      <MemberDetailDialog member={detailOf} onClose={() => setDetailOf(null)} onChanged={reload} />
    </div>
  );
}
