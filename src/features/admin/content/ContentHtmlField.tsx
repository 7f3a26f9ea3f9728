import { useRef, useState } from 'react';
import { CONTENT_BODY_MAX } from '../../../../common/contract/content.contract';
import { CONTENT_ADMIN } from '../../../../common/i18n/content.ko';
import { FormField } from '../../../ui/FormField';
import controls from '../../../ui/controls.module.css';
import styles from './ContentPanel.module.css';

const T = CONTENT_ADMIN.editor;

/** A toolbar button wraps the selection in a tag pair (or inserts a block when nothing is picked). */
type Format = { label: string; open: string; close: string; placeholder: string };
const FORMATS: Format[] = [
  { label: T.heading, open: '<h3>', close: '</h3>', placeholder: '소제목' },
  { label: T.paragraph, open: '<p>', close: '</p>', placeholder: '문단' },
  { label: T.bold, open: '<strong>', close: '</strong>', placeholder: '굵은 글씨' },
  { label: T.italic, open: '<em>', close: '</em>', placeholder: '기울임' },
  { label: T.underline, open: '<u>', close: '</u>', placeholder: '밑줄' },
  { label: T.list, open: '<ul>\n  <li>', close: '</li>\n</ul>', placeholder: '항목' },
  { label: T.orderedList, open: '<ol>\n  <li>', close: '</li>\n</ol>', placeholder: '항목' },
];

/**
 * The preview page: the operator's HTML as typed, in a frame with `sandbox=""`, so nothing in it
 * runs (no script, no handler) while it is being written. Members only ever get the server's
 * sanitised copy.
 */
export function previewDocument(html: string): string {
  return (
    '<!doctype html><meta charset="utf-8"><style>' +
    'body{margin:12px;font:14px/1.7 sans-serif;color:#e8edf7;background:#161d2b}' +
    'h1,h2,h3{color:#ffcc3d}table{border-collapse:collapse}td,th{border:1px solid #2a3550;padding:4px 8px}' +
    '</style>' +
    html
  );
}

type Props = { id: string; value: string; onChange: (html: string) => void };

/** Rich text of events and rules: HTML with a formatting toolbar and a safe preview. */
export function ContentHtmlField({ id, value, onChange }: Props) {
  const [preview, setPreview] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  const wrap = (open: string, close: string, placeholder: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const picked = value.slice(start, end) || placeholder;
    onChange(`${value.slice(0, start)}${open}${picked}${close}${value.slice(end)}`);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + open.length, start + open.length + picked.length);
    });
  };

  const addLink = () => {
    const href = window.prompt(T.linkPrompt, 'https://');
    if (!href || !/^https?:\/\//i.test(href)) return;
    wrap(
      `<a href="${href.replace(/"/g, '&quot;')}" target="_blank" rel="noopener">`,
      '</a>',
      '링크',
    );
  };

  return (
    <FormField
      id={id}
      label={CONTENT_ADMIN.fieldBody}
      message={<p className={controls.hint}>{CONTENT_ADMIN.sanitisedNote}</p>}
    >
      <div role="toolbar" aria-label={T.toolbar} className={styles.editorToolbar}>
        {FORMATS.map((f) => (
          <button
            key={f.label}
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            disabled={preview}
            onClick={() => wrap(f.open, f.close, f.placeholder)}
          >
            {f.label}
          </button>
        ))}
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          disabled={preview}
          onClick={addLink}
        >
          {T.link}
        </button>
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
        >
          {preview ? T.source : T.preview}
        </button>
      </div>
      {preview ? (
        <iframe
          className={styles.editorPreview}
          title={T.previewTitle}
          sandbox=""
          srcDoc={previewDocument(value)}
          data-testid="content-preview"
        />
      ) : (
        <textarea
          ref={area}
          id={id}
          className={`${controls.input} ${styles.editorSource}`}
          rows={12}
          maxLength={CONTENT_BODY_MAX}
          value={value}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
