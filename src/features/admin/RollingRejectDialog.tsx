import { useState, type FormEvent } from 'react';
import type { AdminSettlementRequestView } from '../../contract/rolling.contract';
import { formatWon } from '../../domain/format';
import { ROLLING } from '../../i18n/rolling.ko';
import { Dialog } from '../../ui/Dialog';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import controls from '../../ui/controls.module.css';

const T = ROLLING.admin;

type Props = {
  request: AdminSettlementRequestView | null;
  busy: boolean;
  onClose: () => void;
  onReject: (request: AdminSettlementRequestView, reason: string) => void;
};

/** Asks the reason before a settlement request is rejected (the member sees it). */
export function RollingRejectDialog({ request, busy, onClose, onReject }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(T.rejectReasonRequired);
      return;
    }
    onReject(request, trimmed);
    setReason('');
    setError(null);
  };

  return (
    <Dialog
      open={request !== null}
      title={T.rejectTitle}
      onClose={close}
      testId="admin-rolling-reject-dialog"
    >
      {request ? (
        <form className={controls.form} onSubmit={onSubmit} noValidate>
          <p>
            {request.nickname} ({request.userId}) · {ROLLING.kind[request.kind]}{' '}
            {formatWon(request.amountWon)}
          </p>
          <FormField
            id="admin-rolling-reject-reason"
            label={T.rejectReason}
            message={<FieldError id="admin-rolling-reject-error">{error}</FieldError>}
          >
            <textarea
              id="admin-rolling-reject-reason"
              className={controls.input}
              rows={3}
              maxLength={200}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              {...invalidProps(error, 'admin-rolling-reject-error')}
            />
          </FormField>
          <div className={controls.actions}>
            <button type="button" className={controls.btn} onClick={close}>
              {T.cancel}
            </button>
            <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
              {T.rejectSubmit}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
