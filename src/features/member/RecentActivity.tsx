import type { MemberActivity } from '../../../common/contract/member-profile.contract';
import { formatShortDateTime, formatWon } from '../../../common/domain/format';
import { ACTIVITY } from '../../../common/i18n/member-profile.ko';
import { AppLink } from '../../ui/AppLink';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import controls from '../../ui/controls.module.css';
import { activityDetail, activityStatus } from './activity-labels';

/** Where the full history of each kind lives. */
const HISTORY_LINKS = { bet: '/bet_result', charge: '/charge', exchange: '/exchange' } as const;

const COLUMNS: Column<MemberActivity>[] = [
  {
    header: ACTIVITY.colDate,
    cell: (a) => <time dateTime={a.createdAt}>{formatShortDateTime(a.createdAt)}</time>,
  },
  {
    header: ACTIVITY.colKind,
    cell: (a) => <AppLink href={HISTORY_LINKS[a.kind]}>{ACTIVITY.kind[a.kind]}</AppLink>,
  },
  { header: ACTIVITY.colDetail, cell: activityDetail },
  { header: ACTIVITY.colAmount, numeric: true, cell: (a) => formatWon(a.amountWon) },
  {
    header: ACTIVITY.colStatus,
    cell: (a) => <span className={controls.badge}>{activityStatus(a)}</span>,
  },
];

type Props = { items: MemberActivity[] | undefined; loading: boolean; error: unknown };

/** "최근 활동": the newest minigame bets, charges and exchanges of the member, newest first. */
export function RecentActivity({ items, loading, error }: Props) {
  return (
    <Card id="member-activity" title={ACTIVITY.title} data-testid="member-activity">
      <DataTable
        columns={COLUMNS}
        rows={items}
        rowKey={(a) => `${a.kind}-${a.id}`}
        rowProps={(a) => ({ 'data-testid': 'member-activity-row', 'data-kind': a.kind })}
        loading={loading}
        error={error}
        emptyText={ACTIVITY.empty}
      />
    </Card>
  );
}
