import { formatPoints, formatShortDate, formatWon } from '../../common/domain/format';
import type { Column } from './DataTable';
import controls from './controls.module.css';

/** What a member list row shows (admin members, a manager's downline). */
export type MemberRow = {
  userId: string;
  nickname: string;
  level: number;
  emoney: number;
  point: number;
  blocked: boolean;
  online: boolean;
  createdAt: string;
};

export type MemberColumnLabels = {
  colUserId: string;
  colNickname: string;
  colLevel: string;
  colCash: string;
  colPoints: string;
  colStatus: string;
  colJoined: string;
  blocked: string;
  online: string;
  offline: string;
};

/** The blocked badge (when blocked) and the online/offline badge. */
function MemberStatus({ member, labels }: { member: MemberRow; labels: MemberColumnLabels }) {
  return (
    <span className={controls.actions}>
      {member.blocked ? (
        <span className={`${controls.badge} ${controls.badgeDanger}`}>{labels.blocked}</span>
      ) : null}
      <span className={`${controls.badge} ${member.online ? controls.badgeOn : ''}`}>
        {member.online ? labels.online : labels.offline}
      </span>
    </span>
  );
}

/** Id, nickname, level, cash, points, status and join date columns of a member table. */
export function memberColumns<R extends MemberRow>(labels: MemberColumnLabels): Column<R>[] {
  return [
    { header: labels.colUserId, cell: (m) => m.userId },
    { header: labels.colNickname, cell: (m) => m.nickname },
    { header: labels.colLevel, cell: (m) => `Lv.${m.level}` },
    { header: labels.colCash, numeric: true, cell: (m) => formatWon(m.emoney) },
    { header: labels.colPoints, numeric: true, cell: (m) => formatPoints(m.point) },
    { header: labels.colStatus, cell: (m) => <MemberStatus member={m} labels={labels} /> },
    { header: labels.colJoined, cell: (m) => formatShortDate(m.createdAt) },
  ];
}
