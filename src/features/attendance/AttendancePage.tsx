import { useState } from 'react';
import { checkInAttendance, fetchAttendance } from '../../api/attendance.api';
import { refreshUser } from '../../app/commands';
import { useUser } from '../../app/hooks';
import type {
  AttendanceReward,
  AttendanceView,
} from '../../../common/contract/attendance.contract';
import { formatPoints } from '../../../common/domain/format';
import { ATTENDANCE as T } from '../../../common/i18n/attendance.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { useAsync } from '../../ui/use-async';
import styles from './Attendance.module.css';
import { monthGrid, shiftMonth } from './calendar';
import { scrollRegion } from '../../ui/scroll-region';

/** `/attendance`: the month calendar of check-ins (Seoul days), the streak and the reward table. */
export function AttendancePage() {
  const user = useUser();
  if (!user) return <LoginRequired message={T.loginRequired} />;
  return <AttendanceContent />;
}

function AttendanceContent() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const state = useAsync(() => fetchAttendance(month), [month]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const view = state.data;
  const shown = month ?? view?.today.slice(0, 7);

  const onCheckIn = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await checkInAttendance(crypto.randomUUID());
      setNotice({ ok: true, text: T.done(formatPoints(result.rewardPoints), result.streak) });
      refreshUser();
      state.reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
      state.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="attendance-page">
      <Card id="attendance-title" heading="h1" title={T.title}>
        <div className={styles.body}>
          <p className={controls.hint}>{T.lead}</p>
          {state.error && !view ? <Notice error>{errorMessage(state.error)}</Notice> : null}
          {view && shown ? (
            <>
              <div className={styles.bar}>
                <span className={styles.streak} data-testid="attendance-streak">
                  {T.streak(view.streak)}
                </span>
                <button
                  type="button"
                  className={`${controls.btn} ${controls.accent}`}
                  data-testid="attendance-check-in"
                  disabled={busy || view.checkedToday}
                  onClick={onCheckIn}
                >
                  {view.checkedToday ? T.checkedIn : T.checkIn}
                </button>
              </div>
              {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
              <div className={styles.monthNav}>
                <button
                  type="button"
                  className={`${controls.btn} ${controls.sm}`}
                  aria-label={T.prevMonth}
                  onClick={() => setMonth(shiftMonth(shown, -1))}
                >
                  ‹
                </button>
                <strong data-testid="attendance-month">
                  {T.month(Number(shown.slice(0, 4)), Number(shown.slice(5, 7)))}
                </strong>
                <button
                  type="button"
                  className={`${controls.btn} ${controls.sm}`}
                  aria-label={T.nextMonth}
                  onClick={() => setMonth(shiftMonth(shown, 1))}
                >
                  ›
                </button>
              </div>
              <AttendanceCalendar month={shown} view={view} />
            </>
          ) : null}
          {!view && state.loading ? <p className={controls.hint}>{T.loading}</p> : null}
        </div>
      </Card>
      {view ? <RewardTable rewards={view.rewards} /> : null}
    </div>
  );
}

/** A Sunday-first month grid; checked days carry a stamp with the points they paid. */
export function AttendanceCalendar({
  month,
  view,
}: {
  month: string;
  view: Pick<AttendanceView, 'today' | 'days'>;
}) {
  const paid = new Map(view.days.map((d) => [d.day, d.rewardPoints]));
  return (
    <table className={styles.calendar} data-testid="attendance-calendar" data-month={month}>
      <thead>
        <tr>
          {T.weekdays.map((label, i) => (
            <th
              key={label}
              scope="col"
              className={i === 0 ? styles.sun : i === 6 ? styles.sat : undefined}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, w) => (
          <tr key={w}>
            {week.map((cell, i) => {
              if (!cell.day) return <td key={`pad-${i}`} aria-hidden="true" />;
              const reward = paid.get(cell.day);
              const checked = reward !== undefined;
              const points = checked ? formatPoints(reward) : null;
              return (
                <td
                  key={cell.day}
                  data-testid="attendance-day"
                  data-day={cell.day}
                  data-checked={checked ? 'true' : 'false'}
                  aria-label={T.dayLabel(cell.date, points)}
                  aria-current={cell.day === view.today ? 'date' : undefined}
                  className={cell.day === view.today ? styles.today : undefined}
                >
                  <span
                    className={`${styles.date} ${i === 0 ? styles.sun : i === 6 ? styles.sat : ''}`}
                  >
                    {cell.date}
                  </span>
                  {points ? <span className={styles.stamp}>{points}</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RewardTable({ rewards }: { rewards: AttendanceReward[] }) {
  return (
    <Card id="attendance-rewards-title" title={T.rewardsTitle} data-testid="attendance-rewards">
      <div className={controls.tableWrap} {...scrollRegion()}>
        <table className={controls.table}>
          <thead>
            <tr>
              <th scope="col">{T.colStreak}</th>
              <th scope="col">{T.colPoints}</th>
            </tr>
          </thead>
          <tbody>
            {rewards.length === 0 ? (
              <tr>
                <td colSpan={2} className={controls.emptyCell}>
                  {T.noRewards}
                </td>
              </tr>
            ) : (
              rewards.map((r) => (
                <tr key={r.streakDays}>
                  <td>{r.streakDays === 1 ? T.everyDay : T.streakDays(r.streakDays)}</td>
                  <td className={controls.num}>{formatPoints(r.points)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
