import { formatDateTime } from '../../../../common/domain/format';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';

type Props = {
  busy: boolean;
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
};

/** The approve / reject pair of a pending request's row. */
export function DecisionButtons({ busy, approveLabel, rejectLabel, onApprove, onReject }: Props) {
  return (
    <div className={controls.actions}>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm} ${controls.primary}`}
        disabled={busy}
        onClick={onApprove}
      >
        {approveLabel}
      </button>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm} ${controls.danger}`}
        disabled={busy}
        onClick={onReject}
      >
        {rejectLabel}
      </button>
    </div>
  );
}

type ColumnOptions<R> = {
  header: string;
  approveLabel: string;
  rejectLabel: string;
  /** The row being decided: its buttons wait for the answer. */
  busyId: number | null;
  onApprove: (row: R) => void;
  onReject: (row: R) => void;
};

/** The actions column of a request queue: the pair on pending rows, nothing on decided ones. */
export function decisionColumn<R extends { id: number; status: string }>({
  header,
  approveLabel,
  rejectLabel,
  busyId,
  onApprove,
  onReject,
}: ColumnOptions<R>): Column<R> {
  return {
    header,
    cell: (r) =>
      r.status === 'pending' ? (
        <DecisionButtons
          busy={busyId === r.id}
          approveLabel={approveLabel}
          rejectLabel={rejectLabel}
          onApprove={() => onApprove(r)}
          onReject={() => onReject(r)}
        />
      ) : null,
  };
}

type TrailTexts = {
  colCreated: string;
  colDecided: string;
  colReason: string;
  colActions: string;
  approve: string;
  reject: string;
};

type Decided = { id: number; status: string; createdAt: string; decidedAt: string | null };

/**
 * The trailing columns of a request queue decided with a reason (the wallet's requests and the
 * members' bank-account changes): asked, decided, the rejection's reason, the actions.
 */
export function decisionTrailColumns<R extends Decided & { rejectReason: string | null }>(
  T: TrailTexts,
  options: Pick<ColumnOptions<R>, 'busyId' | 'onApprove' | 'onReject'>,
): Column<R>[] {
  return [
    { header: T.colCreated, cell: (r) => formatDateTime(r.createdAt) },
    { header: T.colDecided, cell: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : '-') },
    { header: T.colReason, cell: (r) => r.rejectReason ?? '' },
    decisionColumn({
      header: T.colActions,
      approveLabel: T.approve,
      rejectLabel: T.reject,
      ...options,
    }),
  ];
}
