import { useState, type FormEvent } from 'react';
import type { AdminWalletRequestView } from '../../contract/wallet.contract';
import { formatWon } from '../../domain/format';
import { ADMIN } from '../../i18n/admin.ko';
import { WALLET } from '../../i18n/wallet.ko';
import { Dialog } from '../../ui/Dialog';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import controls from '../../ui/controls.module.css';

const T = ADMIN.wallet;

type Props = {
  request: AdminWalletRequestView | null;
  busy: boolean;
  onClose: () => void;
  onReject: (request: AdminWalletRequestView, reason: string) => void;
};

/** Asks the reason ('거절 사유') before a charge/exchange request is rejected. */
export function WalletRejectDialog({ request, busy, onClose, onReject }: Props) {
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
      testId="admin-wallet-reject-dialog"
    >
      {request ? (
        <form className={controls.form} onSubmit={onSubmit} noValidate>
          <p>
            {request.nickname} ({request.userId}) · {WALLET.kind[request.kind]}{' '}
            {formatWon(request.amountWon)}
          </p>
          <FormField
            id="admin-wallet-reject-reason"
            label={T.rejectReason}
            message={<FieldError id="admin-wallet-reject-error">{error}</FieldError>}
          >
            <textarea
              id="admin-wallet-reject-reason"
              className={controls.input}
              rows={3}
              maxLength={200}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              {...invalidProps(error, 'admin-wallet-reject-error')}
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
