import { CUSTOMER_CATEGORIES, type TicketStatus } from '../../../common/contract/customer.contract';
import { CUSTOMER } from '../../../common/i18n/customer.ko';
import controls from '../controls.module.css';

export function categoryName(flag: number): string {
  return CUSTOMER_CATEGORIES[flag as keyof typeof CUSTOMER_CATEGORIES] ?? String(flag);
}

const BADGE: Record<TicketStatus, string> = {
  open: controls.badgeWarn ?? '',
  answered: controls.badgeOn ?? '',
  closed: '',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`${controls.badge} ${BADGE[status]}`} data-status={status}>
      {CUSTOMER.status[status]}
    </span>
  );
}
