import type { CSSProperties, ReactNode } from 'react';
import controls from '../../../ui/controls.module.css';

type Props<V extends string> = {
  id: string;
  label: ReactNode;
  /** The label stays for screen readers only. */
  hideLabel?: boolean;
  labelClassName?: string;
  value: V | '';
  values: readonly V[];
  optionLabel: (value: V) => ReactNode;
  /** The first option, '' for no filter. */
  allLabel: ReactNode;
  style?: CSSProperties;
  onChange: (value: V | '') => void;
};

/** A list filter: a labelled select of "all" then each value. */
export function FilterSelect<V extends string>({
  id,
  label,
  hideLabel = false,
  labelClassName,
  value,
  values,
  optionLabel,
  allLabel,
  style,
  onChange,
}: Props<V>) {
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={controls.input}
        style={style}
        value={value}
        onChange={(e) => onChange(e.target.value as V | '')}
      >
        <option value="">{allLabel}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </select>
    </>
  );
}
