import { useState } from 'react';
import {
  fetchAdminCasinoStuckRounds,
  rollbackAdminCasinoRound,
  settleAdminCasinoRound,
} from '../../../api/admin-casino.api';
import { errorMessage } from '../../../api/errors';
import {
  STUCK_ROUND_DEFAULT_MINUTES,
  type AdminCasinoRound,
} from '../../../../common/contract/casino-admin.contract';
import { formatWon } from '../../../../common/domain/format';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard, type AdminNotice } from '../shared/AdminListCard';
import { useAdminList } from '../shared/use-admin-list';
import { roundColumns } from './CasinoRoundsCard';
import { StuckRoundDialog, type StuckAction } from './StuckRoundDialog';

/**
 * Rounds a provider opened and never closed (the stuck-round action):
 * refund the standing stakes, or close with the win the operator decides. Both are audited.
 */
export function CasinoStuckRoundsCard() {
  const [minutesText, setMinutesText] = useState(String(STUCK_ROUND_DEFAULT_MINUTES));
  const [acting, setActing] = useState<{ round: AdminCasinoRound; action: StuckAction } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const list = useAdminList(
    { page: 1, minutes: STUCK_ROUND_DEFAULT_MINUTES },
    (f: { page: number; minutes: number }) => fetchAdminCasinoStuckRounds(f.minutes, f.page),
  );

  const act = async (reason: string, winWon: number) => {
    if (!acting) return;
    const { round, action } = acting;
    setBusy(true);
    try {
      const done =
        action === 'rollback'
          ? await rollbackAdminCasinoRound(round.id, reason)
          : await settleAdminCasinoRound(round.id, { winWon, reason });
      const won = formatWon(done.movedWon);
      setNotice({
        ok: true,
        text:
          action === 'rollback' ? T.rolledBackDone(round.id, won) : T.settledDone(round.id, won),
      });
      list.reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
      setActing(null);
    }
  };

  const columns: Column<AdminCasinoRound>[] = [
    ...roundColumns,
    {
      header: T.colActions,
      cell: (round) => (
        <div className={controls.actions}>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.danger}`}
            // A round that paid a win is closed by a settle (the server refuses its rollback).
            disabled={round.win > 0}
            title={round.win > 0 ? T.rollbackHasWin : undefined}
            onClick={() => setActing({ round, action: 'rollback' })}
          >
            {T.rollback}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            onClick={() => setActing({ round, action: 'settle' })}
          >
            {T.settle}
          </button>
        </div>
      ),
    },
  ];

  const minutes = Number(minutesText);
  const minutesValid = Number.isInteger(minutes) && minutes >= 1 && minutes <= 43_200;
  return (
    <AdminListCard
      id="admin-casino-stuck-title"
      title={T.stuckTitle}
      testId="admin-casino-stuck"
      notice={notice}
      filters={
        <>
          <label htmlFor="admin-casino-stuck-minutes" className={controls.label}>
            {T.stuckOlderThan}
          </label>
          <input
            id="admin-casino-stuck-minutes"
            className={controls.input}
            style={{ width: 90, minHeight: 32 }}
            inputMode="numeric"
            value={minutesText}
            aria-invalid={!minutesValid}
            onChange={(e) => setMinutesText(e.target.value.trim())}
          />
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            disabled={!minutesValid}
            onClick={() =>
              minutes === list.filter.minutes ? list.reload() : list.setFilter({ minutes })
            }
          >
            {T.search}
          </button>
        </>
      }
      table={{
        ...list.table,
        columns,
        rowKey: (r) => r.id,
        rowProps: (r) => ({ 'data-testid': 'admin-casino-stuck-row', 'data-id': r.id }),
        emptyText: T.stuckEmpty,
      }}
    >
      {acting ? (
        <StuckRoundDialog
          roundId={acting.round.id}
          action={acting.action}
          busy={busy}
          onClose={() => setActing(null)}
          onSubmit={(reason, winWon) => void act(reason, winWon)}
        />
      ) : null}
    </AdminListCard>
  );
}
