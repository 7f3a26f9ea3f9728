import type { SettlementStatus } from '../../../common/contract/rolling.contract';
import { ROLLING } from '../../../common/i18n/rolling.ko';
import controls from '../../ui/controls.module.css';

const BADGE: Record<SettlementStatus, string> = {
  pending: controls.badgeWarn ?? '',
  approved: controls.badgeOn ?? '',
  rejected: controls.badgeDanger ?? '',
};

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  return (
    <span className={`${controls.badge} ${BADGE[status]}`} data-status={status}>
      {ROLLING.status[status]}
    </span>
  );
}
