import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../../ui/Dialog';
import controls from '../../../ui/controls.module.css';
import { ReasonField } from './ReasonField';

/** The texts of a reject dialog; each admin area keeps its own in src/i18n. */
export interface RejectReasonTexts {
  rejectTitle: string;
  rejectReason: string;
  rejectReasonRequired: string;
  cancel: string;
  rejectSubmit: string;
}

type Props<R> = {
  /** The request being rejected; null keeps the dialog closed. */
  request: R | null;
  /** One line naming the request (member, kind, amount). */
  summary: (request: R) => ReactNode;
  texts: RejectReasonTexts;
  /** Prefix of the dialog's test id and field ids, e.g. 'admin-wallet-reject'. */
  idPrefix: string;
  busy: boolean;
  onClose: () => void;
  onReject: (request: R, reason: string) => void;
};

/**
 * Asks the reason ('거절 사유') before an operator rejects a member's request — a charge or
 * exchange, a rolling or event settlement. The member reads the reason, so it is required.
 */
export function RejectReasonDialog<R>({
  request,
  summary,
  texts,
  idPrefix,
  busy,
  onClose,
  onReject,
}: Props<R>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `${idPrefix}-reason`;
  const errorId = `${idPrefix}-error`;

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request === null) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(texts.rejectReasonRequired);
      return;
    }
    onReject(request, trimmed);
    setReason('');
    setError(null);
  };

  return (
    <Dialog
      open={request !== null}
      title={texts.rejectTitle}
      onClose={close}
      testId={`${idPrefix}-dialog`}
    >
      {request !== null ? (
        <form className={controls.form} onSubmit={onSubmit} noValidate>
          <p>{summary(request)}</p>
          <ReasonField
            id={fieldId}
            errorId={errorId}
            label={texts.rejectReason}
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
          />
          <div className={controls.actions}>
            <button type="button" className={controls.btn} onClick={close}>
              {texts.cancel}
            </button>
            <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
              {texts.rejectSubmit}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
