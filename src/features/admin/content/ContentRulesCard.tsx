import { useState } from 'react';
import {
  createRule,
  deleteRule,
  fetchAdminRules,
  reorderRules,
  updateRule,
} from '../../../api/content.api';
import {
  CONTENT_BODY_MAX,
  RULE_TITLE_MAX,
  type AdminRuleSection,
  type RuleSectionInput,
} from '../../../../common/contract/content.contract';
import { CONTENT_ADMIN as T } from '../../../../common/i18n/content.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { ContentHtmlField } from './ContentHtmlField';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { EditorFormCard } from '../shared/EditorFormCard';
import styles from './ContentPanel.module.css';

const EMPTY: RuleSectionInput = { title: '', bodyHtml: '', visible: true };

type FormProps = { editing: AdminRuleSection | null; onSaved: () => void; onCancel: () => void };

function RuleForm({ editing, onSaved, onCancel }: FormProps) {
  const [draft, setDraft] = useState<RuleSectionInput>(() =>
    editing
      ? { title: editing.title, bodyHtml: editing.bodyHtml, visible: editing.visible }
      : EMPTY,
  );
  const problem = () => {
    if (!draft.title.trim()) return T.titleRequired;
    return draft.bodyHtml.length > CONTENT_BODY_MAX ? T.bodyTooLong(CONTENT_BODY_MAX) : null;
  };

  return (
    <EditorFormCard
      id="content-rule-form-title"
      title={editing ? T.editing(editing.title) : T.newRule}
      data-testid="content-rule-form"
      problem={problem}
      save={() => (editing ? updateRule(editing.id, draft) : createRule(draft))}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <FormField id="content-rule-title" label={T.fieldTitle}>
        <input
          id="content-rule-title"
          className={controls.input}
          maxLength={RULE_TITLE_MAX}
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
        />
      </FormField>
      <ContentHtmlField
        id="content-rule-body"
        value={draft.bodyHtml}
        onChange={(bodyHtml) => setDraft((d) => ({ ...d, bodyHtml }))}
      />
      <label className={controls.check}>
        <input
          type="checkbox"
          checked={draft.visible}
          onChange={(e) => setDraft((d) => ({ ...d, visible: e.target.checked }))}
        />
        {T.fieldVisible}
      </label>
    </EditorFormCard>
  );
}

/** The list with `id` moved one place up (-1) or down (+1); ids only, as the server wants. */
export function movedIds(sections: readonly { id: number }[], id: number, step: -1 | 1): number[] {
  const ids = sections.map((s) => s.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** 규정 관리: the rule page's tabs in order (move up/down), each with its rich text. */
export function ContentRulesCard() {
  const { data, error, loading, reload } = useAsync(fetchAdminRules, []);
  const [editing, setEditing] = useState<AdminRuleSection | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setNotice({ ok: true, text: done });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
    reload();
  };

  const onMove = (id: number, step: -1 | 1) =>
    void act(() => reorderRules(movedIds(data ?? [], id, step)), T.reordered);

  const onDelete = (r: AdminRuleSection) => {
    if (!window.confirm(T.deleteRuleConfirm(r.title))) return;
    if (editing !== 'new' && editing?.id === r.id) setEditing(null);
    void act(() => deleteRule(r.id), T.deleted);
  };

  const rows = data ?? [];
  const columns: Column<AdminRuleSection>[] = [
    { header: '#', numeric: true, cell: (r) => rows.indexOf(r) + 1 },
    { header: T.colTitle, cell: (r) => r.title },
    {
      header: T.colVisible,
      cell: (r) => (
        <span className={`${controls.badge} ${r.visible ? controls.badgeOn : ''}`}>
          {r.visible ? T.visible : T.hidden}
        </span>
      ),
    },
    {
      header: T.colActions,
      cell: (r) => {
        const index = rows.indexOf(r);
        return (
          <div className={controls.actions}>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              aria-label={`${T.moveUp}: ${r.title}`}
              disabled={index === 0}
              onClick={() => onMove(r.id, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              aria-label={`${T.moveDown}: ${r.title}`}
              disabled={index === rows.length - 1}
              onClick={() => onMove(r.id, 1)}
            >
              ↓
            </button>
            <EditDeleteButtons
              name={r.title}
              onEdit={() => {
                setNotice(null);
                setEditing(r);
              }}
              onDelete={() => onDelete(r)}
            />
          </div>
        );
      },
    },
  ];

  return (
    <div className={styles.grid}>
      <Card
        id="content-rules-title"
        title={T.rules}
        data-testid="content-rules"
        actions={
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.accent}`}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {T.newRule}
          </button>
        }
      >
        {notice ? (
          <Notice error={!notice.ok} style={{ margin: 12 }}>
            {notice.text}
          </Notice>
        ) : null}
        <DataTable
          columns={columns}
          rows={data}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-testid': 'content-rule-row', 'data-rule-id': r.id })}
          loading={loading}
          error={error}
          emptyText={T.emptyRules}
        />
      </Card>
      {editing ? (
        <RuleForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice({ ok: true, text: T.saved });
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
