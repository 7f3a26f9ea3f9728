import { useState, type FormEvent, type ReactNode } from 'react';
import { COMMON } from '../../../../common/i18n/common.ko';
import controls from '../../../ui/controls.module.css';
import styles from './AdminArea.module.css';

type Props = {
  id: string;
  /** For screen readers; the placeholder says it on screen. */
  label: string;
  placeholder: string;
  width: number;
  /** The trimmed text, on submit only (not per keystroke: each search is a request). */
  onSearch: (text: string) => void;
  /** Other filters of the same list, before the search box. */
  children?: ReactNode;
};

/** A list's search box with its submit button, in the card header. */
export function SearchForm({ id, label, placeholder, width, onSearch, children }: Props) {
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <form role="search" className={styles.inlineForm} onSubmit={onSubmit}>
      {children}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={controls.input}
        style={{ width, minHeight: 32 }}
        placeholder={placeholder}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className={`${controls.btn} ${controls.sm}`}>
        {COMMON.search}
      </button>
    </form>
  );
}
