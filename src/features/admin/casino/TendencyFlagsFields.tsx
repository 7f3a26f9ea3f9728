import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import controls from '../../../ui/controls.module.css';
import type { TendencyFlagsDraft } from './use-tendency-flags-draft';

/** The tendency field, its hint and the casino and slot checkboxes of a draft. */
export function TendencyFlagsFields({
  draft,
  idPrefix,
}: {
  draft: TendencyFlagsDraft;
  idPrefix: string;
}) {
  const { texts: T, error } = draft;
  const id = `${idPrefix}-tendency`;
  return (
    <>
      <FormField
        id={id}
        label={T.tendency}
        message={<FieldError id={`${id}-error`}>{error}</FieldError>}
      >
        <input
          id={id}
          className={controls.input}
          value={draft.tendencyText}
          onChange={(e) => {
            draft.setTendencyText(e.target.value);
            draft.setError(null);
          }}
          {...invalidProps(error, `${id}-error`)}
        />
      </FormField>
      <p className={controls.hint}>{T.tendencyHint}</p>
      <label className={controls.check}>
        <input
          type="checkbox"
          checked={draft.casinoOff}
          onChange={(e) => draft.setCasinoOff(e.target.checked)}
        />
        {T.disableCasino}
      </label>
      <label className={controls.check}>
        <input
          type="checkbox"
          checked={draft.slotOff}
          onChange={(e) => draft.setSlotOff(e.target.checked)}
        />
        {T.disableSlot}
      </label>
    </>
  );
}
