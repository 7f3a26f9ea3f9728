import { useState } from 'react';
import { fetchAdminMemberResponsible } from '../../../api/responsible.api';
import type {
  AdminMemberResponsible,
  ResponsibleBlockView,
} from '../../../../common/contract/responsible.contract';
import { formatDateTime, formatWon } from '../../../../common/domain/format';
import { RESPONSIBLE, RESPONSIBLE_ADMIN } from '../../../../common/i18n/responsible.ko';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { responsibleHistoryColumns } from '../../../ui/responsible/history-columns';
import { useAsync } from '../../../ui/use-async';
import { errorMessage } from '../../../api/errors';
import controls from '../../../ui/controls.module.css';
import { ImposeTimeOutForm } from './ImposeTimeOutForm';

const WIDTH_PX = 820;
const T = RESPONSIBLE_ADMIN;
const HISTORY_COLUMNS = responsibleHistoryColumns({ withNote: true });

const periodText = (block: ResponsibleBlockView): string =>
  block.kind === 'timeOut'
    ? RESPONSIBLE.timeOutPeriod[block.period as keyof typeof RESPONSIBLE.timeOutPeriod]
    : RESPONSIBLE.selfExclusionPeriod[block.period as keyof typeof RESPONSIBLE.selfExclusionPeriod];

const BLOCK_COLUMNS: Column<ResponsibleBlockView>[] = [
  { header: T.colKind, cell: (b) => T.blockKind[b.kind] },
  { header: T.colPeriod, cell: periodText },
  { header: T.colStarted, cell: (b) => formatDateTime(b.startedAt) },
  { header: T.colEnds, cell: (b) => formatDateTime(b.endsAt) },
  { header: T.colSource, cell: (b) => RESPONSIBLE.source[b.source] },
  {
    header: T.colActive,
    cell: (b) => (
      <span className={`${controls.badge} ${b.active ? controls.badgeDanger : ''}`}>
        {b.active ? T.active : T.ended}
      </span>
    ),
  },
];

type Member = { id: number; userId: string };

/**
 * The operator's view of one member's responsible-gambling settings:
 * limits, reality check, session limit, time-outs and exclusions (read only: none can be lifted
 * or shortened), the history, and an audited time-out.
 */
export function MemberResponsibleDialog({
  member,
  onClose,
}: {
  member: Member | null;
  onClose: () => void;
}) {
  if (!member) return null;
  return <MemberResponsible key={member.id} member={member} onClose={onClose} />;
}

function MemberResponsible({ member, onClose }: { member: Member; onClose: () => void }) {
  const [version, setVersion] = useState(0);
  const loaded = useAsync(() => fetchAdminMemberResponsible(member.id), [member.id, version]);
  const data = loaded.data;
  return (
    <Dialog
      open
      title={T.memberTitle(member.userId)}
      onClose={onClose}
      testId="admin-responsible-dialog"
      width={WIDTH_PX}
    >
      {loaded.error ? <Notice error>{errorMessage(loaded.error)}</Notice> : null}
      {data ? <Overview data={data} /> : <p role="status">{RESPONSIBLE.loading}</p>}
      <h3 className={controls.label}>{T.blocks}</h3>
      <DataTable
        columns={BLOCK_COLUMNS}
        rows={data?.blocks}
        rowKey={(b) => b.id}
        loading={loaded.loading}
        error={loaded.error}
        emptyText={T.blocksEmpty}
      />
      <ImposeTimeOutForm memberId={member.id} onImposed={() => setVersion((v) => v + 1)} />
      <h3 className={controls.label}>{T.history}</h3>
      <DataTable
        columns={HISTORY_COLUMNS}
        rows={data?.history}
        rowKey={(row) => row.id}
        loading={loaded.loading}
        error={loaded.error}
        emptyText={RESPONSIBLE.historyEmpty}
      />
    </Dialog>
  );
}

function Overview({ data }: { data: AdminMemberResponsible }) {
  return (
    <>
      <p className={controls.hint} data-testid="admin-responsible-hits">
        {T.limitHits30d(data.limitHits30d)} · {T.realityCheck}{' '}
        {data.realityCheckMin === 0 ? RESPONSIBLE.off : RESPONSIBLE.minutes(data.realityCheckMin)} ·{' '}
        {T.sessionLimit}{' '}
        {data.sessionLimitMin === null
          ? RESPONSIBLE.none
          : RESPONSIBLE.minutes(data.sessionLimitMin)}
      </p>
      <h3 className={controls.label}>{T.limits}</h3>
      <div className={controls.tableWrap}>
        <table className={controls.table}>
          <tbody>
            {data.limits.map((limit) => (
              <tr key={limit.kind}>
                <th scope="row">{RESPONSIBLE.limitKind[limit.kind]}</th>
                <td className={controls.num}>
                  {limit.amountWon === null ? RESPONSIBLE.noLimit : formatWon(limit.amountWon)}
                </td>
                <td className={controls.num}>
                  {limit.usedWon === null ? '' : `${RESPONSIBLE.used} ${formatWon(limit.usedWon)}`}
                </td>
                <td>
                  {limit.pending
                    ? limit.pending.amountWon === null
                      ? RESPONSIBLE.pendingRemoval(formatDateTime(limit.pending.effectiveAt))
                      : RESPONSIBLE.pending(
                          formatWon(limit.pending.amountWon),
                          formatDateTime(limit.pending.effectiveAt),
                        )
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
