import type { WalletRequestView } from '../../../common/contract/wallet.contract';
import { WALLET } from '../../../common/i18n/wallet.ko';
import controls from '../controls.module.css';

/**
 * How a charge or exchange request reads wherever it is listed: the member's /charge and
 * /exchange history and the back office's wallet section (docs/architecture.md §2: features share
 * through ui/, never each other).
 */
export const chargeTypeLabel = (type: number | null | undefined): string =>
  type == null ? '-' : (WALLET.chargeTypes[type] ?? String(type));

const STATUS_BADGE: Record<WalletRequestView['status'], string> = {
  pending: controls.badgeWarn ?? '',
  approved: controls.badgeOn ?? '',
  rejected: controls.badgeDanger ?? '',
  cancelled: '',
};

export function StatusBadge({ status }: { status: WalletRequestView['status'] }) {
  return (
    <span className={`${controls.badge} ${STATUS_BADGE[status]}`} data-status={status}>
      {WALLET.status[status]}
    </span>
  );
}
