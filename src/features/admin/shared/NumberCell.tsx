import controls from '../../../ui/controls.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width: number;
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
  testId?: string;
};

/** A table cell holding one right-aligned number field (the admin's editable rate tables). */
export function NumberCell({
  label,
  value,
  onChange,
  width,
  inputMode = 'numeric',
  placeholder,
  testId,
}: Props) {
  return (
    <td className={controls.num}>
      <input
        className={controls.input}
        style={{ width, textAlign: 'right' }}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </td>
  );
}
