import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fetchAttendanceRewards, saveAttendanceRewards } from '../../../api/admin-attendance.api';
import { errorMessage } from '../../../api/errors';
import { ATTENDANCE_ADMIN as T } from '../../../../common/i18n/attendance-admin.ko';
import { Card } from '../../../ui/Card';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import { NumberCell } from '../shared/NumberCell';
import { useAdminSave } from '../shared/use-admin-save';
import { MAX_REWARD_ROWS, parseRewardRows, toRows, type RewardRow } from './reward-rows';
import controls from '../../../ui/controls.module.css';

/**
 * /admin/attendance: the streak reward table of the daily check-in, edited as a whole and saved
 * at once; the server audits every change.
 */
export function AttendancePanel() {
  const loaded = useAsync(fetchAttendanceRewards, []);
  const [rows, setRows] = useState<RewardRow[] | null>(null);
  const { notice, setNotice, busy, save } = useAdminSave();
  // Row keys only grow, so React never confuses a removed row with the one after it.
  const nextKey = useRef(0);

  const replaceRows = (next: RewardRow[]) => {
    nextKey.current = Math.max(nextKey.current, ...next.map((row) => row.key + 1));
    setRows(next);
  };

  useEffect(() => {
    if (loaded.data) replaceRows(toRows(loaded.data.rewards, nextKey.current));
  }, [loaded.data]);

  const change = (key: number, patch: Partial<RewardRow>) =>
    setRows((current) => current?.map((r) => (r.key === key ? { ...r, ...patch } : r)) ?? null);
  const remove = (key: number) =>
    setRows((current) => current?.filter((r) => r.key !== key) ?? null);
  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [...(current ?? []), { key, streakDays: '', points: '' }]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rows) return;
    const parsed = parseRewardRows(rows);
    if (!parsed.ok) {
      setNotice({ ok: false, text: parsed.message });
      return;
    }
    await save(
      () => saveAttendanceRewards(parsed.rewards),
      T.saved,
      (saved) => replaceRows(toRows(saved.rewards, nextKey.current)),
    );
  };

  return (
    <Card id="admin-attendance-title" title={T.title} data-testid="admin-attendance">
      <form className={`${controls.form} ${controls.cardBody}`} onSubmit={onSubmit} noValidate>
        <p className={controls.hint}>{T.lead}</p>
        {loaded.error ? <Notice error>{errorMessage(loaded.error)}</Notice> : null}
        {rows && rows.length === 0 ? <Notice>{T.empty}</Notice> : null}
        <div className={controls.tableWrap}>
          <table className={controls.table}>
            <thead>
              <tr>
                <th className={controls.num}>{T.colStreak}</th>
                <th className={controls.num}>{T.colPoints}</th>
                <th>{T.colKind}</th>
                <th>{T.colRemove}</th>
              </tr>
            </thead>
            <tbody>
              {(rows ?? []).map((row, index) => (
                <tr key={row.key} data-testid="attendance-reward-row">
                  <NumberCell
                    width={90}
                    label={T.streakLabel(index)}
                    value={row.streakDays}
                    onChange={(streakDays) => change(row.key, { streakDays })}
                    testId="attendance-reward-streak"
                  />
                  <NumberCell
                    width={130}
                    label={T.pointsLabel(index)}
                    value={row.points}
                    onChange={(points) => change(row.key, { points })}
                    testId="attendance-reward-points"
                  />
                  <td>{row.streakDays.trim() === '1' ? T.everyDay : T.bonus}</td>
                  <td>
                    <button
                      type="button"
                      className={`${controls.btn} ${controls.sm} ${controls.danger}`}
                      aria-label={T.removeLabel(index)}
                      onClick={() => remove(row.key)}
                    >
                      {T.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {notice ? (
          <Notice error={!notice.ok}>
            <span data-testid="attendance-rewards-notice">{notice.text}</span>
          </Notice>
        ) : null}
        <div className={controls.actions}>
          <button
            type="button"
            className={controls.btn}
            onClick={add}
            disabled={!rows || rows.length >= MAX_REWARD_ROWS}
            data-testid="attendance-reward-add"
          >
            {T.add}
          </button>
          <button
            type="submit"
            className={`${controls.btn} ${controls.primary}`}
            disabled={busy || !rows}
            data-testid="attendance-rewards-save"
          >
            {busy ? T.saving : T.save}
          </button>
        </div>
      </form>
    </Card>
  );
}
