import { useState, type FormEvent } from 'react';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import { Dialog } from '../../../ui/Dialog';
import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import controls from '../../../ui/controls.module.css';
import { ReasonField } from '../shared/ReasonField';
import { parseWinWon } from './casino-admin-input';

export type StuckAction = 'rollback' | 'settle';

type Props = {
  roundId: number;
  action: StuckAction;
  busy: boolean;
  onClose: () => void;
  /** The reason, and for a settle the win in won. */
  onSubmit: (reason: string, winWon: number) => void;
};

/** The operator's decision on a stuck round: every one is audited with its reason. */
export function StuckRoundDialog({ roundId, action, busy, onClose, onSubmit }: Props) {
  const [reason, setReason] = useState('');
  const [winText, setWinText] = useState('0');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [winError, setWinError] = useState<string | null>(null);
  const testId = `admin-casino-${action}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const winWon = action === 'settle' ? parseWinWon(winText) : 0;
    const trimmed = reason.trim();
    setWinError(winWon === null ? T.winInvalid : null);
    setReasonError(trimmed ? null : T.reasonRequired);
    if (winWon === null || !trimmed) return;
    onSubmit(trimmed, winWon);
  };

  return (
    <Dialog
      open
      title={action === 'rollback' ? T.rollbackTitle(roundId) : T.settleTitle(roundId)}
      onClose={onClose}
      testId={testId}
    >
      <form className={controls.form} onSubmit={submit} noValidate>
        {action === 'settle' ? (
          <FormField
            id={`${testId}-win`}
            label={T.winLabel}
            message={<FieldError id={`${testId}-win-error`}>{winError}</FieldError>}
          >
            <input
              id={`${testId}-win`}
              className={controls.input}
              inputMode="numeric"
              value={winText}
              onChange={(e) => setWinText(e.target.value)}
              {...invalidProps(winError, `${testId}-win-error`)}
            />
          </FormField>
        ) : null}
        <ReasonField
          id={`${testId}-reason`}
          errorId={`${testId}-reason-error`}
          label={T.reason}
          value={reason}
          error={reasonError}
          onChange={setReason}
        />
        <div className={controls.actions}>
          <button type="button" className={controls.btn} onClick={onClose}>
            {T.close}
          </button>
          <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
            {action === 'rollback' ? T.rollback : T.settle}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
