import { useState, type FormEvent } from 'react';
import { closeDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { JOIN } from '../../../common/i18n/member.ko';
import { Dialog } from '../../ui/Dialog';
import controls from '../../ui/controls.module.css';

function RecommenderForm({ onNext }: { onNext: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(JOIN.recommendCodeRequired);
      return;
    }
    onNext(code.trim());
  };
  return (
    <form className={controls.form} onSubmit={onSubmit} noValidate>
      <p className={controls.hint}>{JOIN.recommenderLead}</p>
      <div className={controls.field}>
        <label className={controls.label} htmlFor="recommender-code">
          {JOIN.recommendCode}
        </label>
        <input
          id="recommender-code"
          className={controls.input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          data-autofocus
        />
        {error ? (
          <p className={controls.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${controls.btn} ${controls.accent} ${controls.block}`}>
        {JOIN.next}
      </button>
    </form>
  );
}

/** Recommender sign-up (spec §4): asks for the code, then continues in the join dialog. */
export function RecommenderJoinDialog({ onNext }: { onNext: (code: string) => void }) {
  const open = useDialog('recommenderJoin');
  return (
    <Dialog
      open={open}
      title={JOIN.recommenderTitle}
      onClose={() => closeDialog('recommenderJoin')}
      testId="recommender-join-dialog"
    >
      <RecommenderForm onNext={onNext} />
    </Dialog>
  );
}
