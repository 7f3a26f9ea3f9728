import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../../ui/Dialog';
import controls from '../../../ui/controls.module.css';
import { ReasonField } from './ReasonField';

/** The dialog's own words; each admin area keeps them in its common/i18n file. */
export interface ReasonDialogTexts {
  reason: string;
  reasonRequired: string;
  close: string;
}

type Props = {
  open: boolean;
  texts: ReasonDialogTexts;
  title: string;
  /** What the action does, and any extra field (the corrected result). */
  children?: ReactNode;
  submitLabel: string;
  busy: boolean;
  testId: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
};

/**
 * An operator action that needs a written reason — a sports void or resettle, a tournament
 * cancellation — every one audited with it.
 */
export function ReasonDialog({
  open,
  texts: T,
  title,
  children,
  submitLabel,
  busy,
  testId,
  onClose,
  onSubmit,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(T.reasonRequired);
      return;
    }
    onSubmit(trimmed);
    setReason('');
  };

  return (
    <Dialog open={open} title={title} onClose={close} testId={testId}>
      <form className={controls.form} onSubmit={submit} noValidate>
        {children}
        <ReasonField
          id={`${testId}-reason`}
          errorId={`${testId}-reason-error`}
          label={T.reason}
          value={reason}
          error={error}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
        <div className={controls.actions}>
          <button type="button" className={controls.btn} onClick={close}>
            {T.close}
          </button>
          <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
