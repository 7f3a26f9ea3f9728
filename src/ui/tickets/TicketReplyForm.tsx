import { useState, type FormEvent, type ReactNode } from 'react';
import { CUSTOMER_BODY_MAX } from '../../../common/contract/customer.contract';
import { CUSTOMER } from '../../../common/i18n/customer.ko';
import { errorMessage } from '../../api/errors';
import { FieldError, FormField } from '../FormField';
import controls from '../controls.module.css';
import styles from './TicketReplyForm.module.css';

/** Runs a ticket action with the form's busy flag and error line (see `actions`). */
export type RunTicketAction = (action: () => Promise<void>) => void;

type Props = {
  /** Id of the text box; its label points at it. */
  fieldId: string;
  label: string;
  placeholder: string;
  rows: number;
  submitLabel: string;
  submitTestId: string;
  /** Sends the trimmed text; the box empties once it resolves, its rejection is shown. */
  onSend: (body: string) => Promise<void>;
  /** More buttons beside the send button, run through `run` so they share busy and errors. */
  actions?: (run: RunTicketAction, busy: boolean) => ReactNode;
};

/**
 * The text box that adds a message to a support ticket, for the member's own ticket and for the
 * operator's answer alike: an empty text is refused here, a refusal of the server is shown under
 * the box, and the buttons wait while a message is on its way.
 */
export function TicketReplyForm({
  fieldId,
  label,
  placeholder,
  rows,
  submitLabel,
  submitTestId,
  onSend,
  actions,
}: Props) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setProblem(CUSTOMER.bodyRequired);
    void run(async () => {
      await onSend(text);
      setBody('');
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormField id={fieldId} label={label}>
        <textarea
          id={fieldId}
          className={controls.input}
          rows={rows}
          value={body}
          maxLength={CUSTOMER_BODY_MAX}
          placeholder={placeholder}
          onChange={(e) => setBody(e.target.value)}
        />
      </FormField>
      <FieldError>{problem}</FieldError>
      <div className={controls.actions}>
        <button
          type="submit"
          className={`${controls.btn} ${controls.primary}`}
          disabled={busy}
          data-testid={submitTestId}
        >
          {submitLabel}
        </button>
        {actions?.((action) => void run(action), busy)}
      </div>
    </form>
  );
}
