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
