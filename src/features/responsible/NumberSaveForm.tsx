import type { FormEvent } from 'react';
import { RESPONSIBLE } from '../../../common/i18n/responsible.ko';
import controls from '../../ui/controls.module.css';
import styles from './Responsible.module.css';

type Props = {
  id: string;
  /** The field's name for screen readers (the row shows it as a heading). */
  label: string;
  placeholder: string;
  value: string;
  busy: boolean;
  /** The save button's words (saving… while busy, when given). */
  savingLabel?: string;
  className?: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** Set when a value is in force: the 해제 button that removes it. */
  onRemove?: () => void;
};

/** A number field with 설정 and, while a value is in force, 해제 — a limit or the session length. */
export function NumberSaveForm({
  id,
  label,
  placeholder,
  value,
  busy,
  savingLabel,
  className,
  onChange,
  onSubmit,
  onRemove,
}: Props) {
  return (
    <form className={`${styles.limitForm} ${className ?? ''}`} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={controls.input}
        inputMode="numeric"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="submit"
        className={`${controls.btn} ${controls.sm} ${controls.primary}`}
        disabled={busy}
      >
        {busy && savingLabel ? savingLabel : RESPONSIBLE.save}
      </button>
      {onRemove ? (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          disabled={busy}
          onClick={onRemove}
        >
          {RESPONSIBLE.remove}
        </button>
      ) : null}
    </form>
  );
}
