import { useState } from 'react';
import { createPopup, deletePopup, fetchAdminPopups, updatePopup } from '../../../api/admin.api';
import {
  popupInputSchema,
  type Popup,
  type PopupInput,
} from '../../../../common/contract/popup.contract';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { EditorFormCard } from '../shared/EditorFormCard';
import { useListEditor } from '../shared/use-list-editor';

const T = ADMIN.popups;

const EMPTY: PopupInput = {
  title: '',
  contents: '',
  width: 400,
  height: 400,
  pcLeftLocation: 40,
  pcTopLocation: 120,
  popupFlg: true,
  visiableFlag: true,
};

function toInput(popup: Popup): PopupInput {
  const { id: _id, ...input } = popup;
  return input;
}

type FormProps = { editing: Popup | null; onSaved: () => void; onCancel: () => void };

function PopupForm({ editing, onSaved, onCancel }: FormProps) {
  const [draft, setDraft] = useState<PopupInput>(() => (editing ? toInput(editing) : EMPTY));

  const num = (key: 'width' | 'height' | 'pcLeftLocation' | 'pcTopLocation', label: string) => (
    <FormField id={`popup-${key}`} label={label}>
      <input
        id={`popup-${key}`}
        type="number"
        className={controls.input}
        value={Number.isFinite(draft[key]) ? draft[key] : ''}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.valueAsNumber }))}
      />
    </FormField>
  );

  return (
    <EditorFormCard
      id="popup-form-title"
      title={editing ? T.formEdit : T.formCreate}
      data-testid="popup-form"
      problem={() => (popupInputSchema.safeParse(draft).success ? null : T.invalid)}
      save={() => {
        const input = popupInputSchema.parse(draft);
        return editing ? updatePopup(editing.id, input) : createPopup(input);
      }}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <FormField id="popup-title" label={T.fieldTitle}>
        <input
          id="popup-title"
          className={controls.input}
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
        />
      </FormField>
      <FormField id="popup-contents" label={T.fieldContents}>
        <textarea
          id="popup-contents"
          className={controls.input}
          value={draft.contents}
          onChange={(e) => setDraft((d) => ({ ...d, contents: e.target.value }))}
        />
      </FormField>
      <div className={styles.formGrid}>
        {num('width', T.fieldWidth)}
        {num('height', T.fieldHeight)}
        {num('pcLeftLocation', T.fieldLeft)}
        {num('pcTopLocation', T.fieldTop)}
      </div>
      <div className={controls.actions}>
        <label className={controls.check}>
          <input
            type="checkbox"
            checked={draft.visiableFlag}
            onChange={(e) => setDraft((d) => ({ ...d, visiableFlag: e.target.checked }))}
          />
          {T.fieldVisible}
        </label>
        <label className={controls.check}>
          <input
            type="checkbox"
            checked={draft.popupFlg}
            onChange={(e) => setDraft((d) => ({ ...d, popupFlg: e.target.checked }))}
          />
          {T.fieldPopupFlg}
        </label>
      </div>
      {draft.contents ? (
        <div>
          <p className={controls.label}>{T.preview}</p>
          {/* A sandboxed frame (no scripts, no same-origin): the HTML as members will see it. */}
          <iframe
            title={T.preview}
            className={styles.preview}
            sandbox=""
            srcDoc={`<style>body{margin:12px;font:14px/1.6 sans-serif;color:#e8edf7;background:#0f1522}</style>${draft.contents}`}
            style={{ width: '100%', height: 180 }}
          />
        </div>
      ) : null}
    </EditorFormCard>
  );
}

export function PopupsPanel() {
  const { data, error, loading, reload } = useAsync(fetchAdminPopups, []);
  const list = useListEditor<Popup>(reload, T);

  const columns: Column<Popup>[] = [
    { header: T.colTitle, cell: (popup) => popup.title },
    {
      header: T.colSize,
      numeric: true,
      cell: (popup) => (
        <>
          {popup.width}×{popup.height}
        </>
      ),
    },
    {
      header: T.colPosition,
      numeric: true,
      cell: (popup) => (
        <>
          {popup.pcLeftLocation}, {popup.pcTopLocation}
        </>
      ),
    },
    {
      header: T.colVisible,
      cell: (popup) => (
        <span className={`${controls.badge} ${popup.visiableFlag ? controls.badgeOn : ''}`}>
          {popup.visiableFlag ? T.visibleYes : T.visibleNo}
        </span>
      ),
    },
    {
      header: T.colActions,
      cell: (popup) => (
        <div className={controls.actions}>
          <EditDeleteButtons
            name={popup.title}
            onEdit={() => list.open(popup)}
            onDelete={() =>
              void list.remove(popup, T.deleteConfirm(popup.title), () => deletePopup(popup.id))
            }
          />
        </div>
      ),
    },
  ];

  return (
    <div className={styles.grid}>
      <Card
        id="admin-popups-title"
        title={T.title}
        data-testid="admin-popups"
        actions={
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.accent}`}
            onClick={() => list.open('new')}
          >
            {T.add}
          </button>
        }
      >
        {list.notice ? <Notice style={{ margin: 12 }}>{list.notice}</Notice> : null}
        <DataTable
          columns={columns}
          rows={data}
          rowKey={(popup) => popup.id}
          rowProps={(popup) => ({ 'data-testid': 'admin-popup-row', 'data-popup-id': popup.id })}
          loading={loading}
          error={error}
          emptyText={T.empty}
        />
      </Card>
      {list.form ? <PopupForm key={list.formKey} {...list.form} /> : null}
    </div>
  );
}
