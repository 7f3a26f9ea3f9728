import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import controls from '../../../ui/controls.module.css';

type Props = {
  id: string;
  errorId: string;
  label: string;
  value: string;
  error: string | null;
  /** Typing clears the error the last submit showed. */
  onChange: (value: string) => void;
};

/**
 * The written reason of an audited operator action (reject a request, void or resettle a bet,
 * roll back or settle a stuck round): at most 200 characters, its error under it.
 */
export function ReasonField({ id, errorId, label, value, error, onChange }: Props) {
  return (
    <FormField id={id} label={label} message={<FieldError id={errorId}>{error}</FieldError>}>
      <textarea
        id={id}
        className={controls.input}
        rows={3}
        maxLength={200}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(error, errorId)}
      />
    </FormField>
  );
}
