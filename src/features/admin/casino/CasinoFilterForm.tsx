import { useId, useState, type FormEvent } from 'react';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';

/** One filter of a casino search: typed text, a Seoul day, or a choice ('' = all). */
export type FilterField =
  | { key: string; label: string; type: 'text' | 'date'; width?: number }
  | {
      key: string;
      label: string;
      type: 'select';
      options: readonly { value: string; label: string }[];
    };

export type FilterValues = Record<string, string>;

type Props = {
  fields: readonly FilterField[];
  initial: FilterValues;
  /** The filters as typed, on submit only: each search is a request. */
  onApply: (values: FilterValues) => void;
};

/** The filter row of a casino search card, applied with its 조회 button. */
export function CasinoFilterForm({ fields, initial, onApply }: Props) {
  const baseId = useId();
  const [draft, setDraft] = useState<FilterValues>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])));
  };
  return (
    <form
      role="search"
      className={styles.inlineForm}
      onSubmit={submit}
      style={{ flexWrap: 'wrap' }}
    >
      {fields.map((field) => {
        const id = `${baseId}-${field.key}`;
        const value = draft[field.key] ?? '';
        const set = (next: string) => setDraft((d) => ({ ...d, [field.key]: next }));
        return (
          <span key={field.key} className={styles.inlineForm}>
            <label htmlFor={id} className={controls.label}>
              {field.label}
            </label>
            {field.type === 'select' ? (
              <select
                id={id}
                className={controls.input}
                style={{ minHeight: 32 }}
                value={value}
                onChange={(e) => set(e.target.value)}
              >
                <option value="">{T.all}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type={field.type === 'date' ? 'date' : 'search'}
                className={controls.input}
                style={{ width: field.width ?? (field.type === 'date' ? 150 : 140), minHeight: 32 }}
                value={value}
                onChange={(e) => set(e.target.value)}
              />
            )}
          </span>
        );
      })}
      <button type="submit" className={`${controls.btn} ${controls.sm}`}>
        {T.search}
      </button>
    </form>
  );
}

/** The filters as query fields: empty ones left out, numeric ones as numbers. */
export function queryOf(values: FilterValues, numeric: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, numeric.includes(k) ? Number(v) : v]),
  );
}
