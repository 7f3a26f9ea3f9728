import { useState, type FormEvent, type ReactNode } from 'react';
import { COMMON } from '../../../../common/i18n/common.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';

type Props = {
  /** The card's heading id (the card is labelled by it). */
  id: string;
  title: ReactNode;
  'data-testid': string;
  /** The first broken rule of the draft in Korean, or null: checked before anything is sent. */
  problem?: () => string | null;
  /** Sends the draft; a refusal shows its Korean message and keeps the form open. */
  save: () => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
};

/**
 * The card around an operator's create/edit form (popups, events, rule sections): the fields,
 * the failure notice and 저장/취소. One save at a time; the button says 저장 중… meanwhile.
 */
export function EditorFormCard({
  id,
  title,
  'data-testid': testId,
  problem,
  save,
  onSaved,
  onCancel,
  children,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problem?.() ?? null;
    if (found) {
      setFailure(found);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await save();
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id={id} title={title} data-testid={testId}>
      <form
        className={`${controls.form} ${controls.cardBody}`}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        {children}
        {failure ? <Notice error>{failure}</Notice> : null}
        <div className={controls.actions}>
          <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
            {busy ? COMMON.saving : COMMON.save}
          </button>
          <button type="button" className={controls.btn} onClick={onCancel}>
            {COMMON.cancel}
          </button>
        </div>
      </form>
    </Card>
  );
}
