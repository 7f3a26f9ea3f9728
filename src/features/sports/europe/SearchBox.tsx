import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import controls from '../../../ui/controls.module.css';
import styles from './Europe.module.css';

/** Spec §9: the Enter key (code 13) submits a search. */
export const ENTER_KEY_CODE = 13;

/** Spec §2/§5: a search is submitted only with Enter, and only when the text is not empty. */
export function searchToSubmit(event: Pick<KeyboardEvent, 'key' | 'keyCode'>, text: string) {
  const isEnter = event.key === 'Enter' || event.keyCode === ENTER_KEY_CODE;
  const trimmed = text.trim();
  return isEnter && trimmed !== '' ? trimmed : null;
}

type Props = { value: string | undefined; onSearch: (text: string | undefined) => void };

export function SearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value ?? '');
  const id = useId();
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className={styles.srOnly}>
        {T.search}
      </label>
      <input
        id={id}
        type="search"
        className={controls.input}
        placeholder={T.search}
        title={T.searchHint}
        value={text}
        maxLength={50}
        data-testid="europe-search"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Korean input: the Enter that ends a syllable's composition is not a submit.
          if (e.nativeEvent.isComposing) return;
          const submitted = searchToSubmit(e, text);
          if (submitted !== null) {
            e.preventDefault();
            onSearch(submitted);
          }
        }}
      />
      {value ? (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={() => {
            setText('');
            onSearch(undefined);
          }}
        >
          {T.clearSearch}
        </button>
      ) : null}
    </div>
  );
}
