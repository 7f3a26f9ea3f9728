import { useState } from 'react';
import { createEvent, deleteEvent, fetchAdminEvents, updateEvent } from '../../api/content.api';
import {
  CONTENT_BODY_MAX,
  eventInputSchema,
  type AdminEvent,
  type EventInput,
} from '../../contract/content.contract';
import { seoulDate } from '../../domain/event-period';
import { CONTENT_ADMIN as T, EVENT } from '../../i18n/content.ko';
import { errorMessage } from '../../ui/api-error';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { FormField } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { ContentHtmlField } from './ContentHtmlField';
import { EditorFormCard } from './EditorFormCard';
import styles from './ContentPanel.module.css';

function emptyEvent(): EventInput {
  const today = seoulDate(new Date());
  return { title: '', bodyHtml: '', startDate: today, endDate: today, visible: true };
}

function toInput(e: AdminEvent): EventInput {
  const { title, bodyHtml, startDate, endDate, visible } = e;
  return { title, bodyHtml, startDate, endDate, visible };
}

/** The first broken rule of a draft in Korean, or null. */
function problemOf(draft: EventInput): string | null {
  if (!draft.title.trim()) return T.titleRequired;
  if (draft.bodyHtml.length > CONTENT_BODY_MAX) return T.bodyTooLong(CONTENT_BODY_MAX);
  // Dates: real days, the end not before the start (the server checks the same schema).
  return eventInputSchema.safeParse(draft).success ? null : T.periodInvalid;
}

type FormProps = { editing: AdminEvent | null; onSaved: () => void; onCancel: () => void };

function EventForm({ editing, onSaved, onCancel }: FormProps) {
  const [draft, setDraft] = useState<EventInput>(() => (editing ? toInput(editing) : emptyEvent()));
  const set = <K extends keyof EventInput>(key: K, value: EventInput[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <EditorFormCard
      id="content-event-form-title"
      title={editing ? T.editing(editing.title) : T.newEvent}
      data-testid="content-event-form"
      problem={() => problemOf(draft)}
      save={() => (editing ? updateEvent(editing.id, draft) : createEvent(draft))}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <FormField id="content-event-title" label={T.fieldTitle}>
        <input
          id="content-event-title"
          className={controls.input}
          maxLength={100}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </FormField>
      <div className={styles.dates}>
        <FormField id="content-event-start" label={T.fieldStart}>
          <input
            id="content-event-start"
            type="date"
            className={controls.input}
            value={draft.startDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </FormField>
        <FormField id="content-event-end" label={T.fieldEnd}>
          <input
            id="content-event-end"
            type="date"
            className={controls.input}
            value={draft.endDate}
            onChange={(e) => set('endDate', e.target.value)}
          />
        </FormField>
      </div>
      <ContentHtmlField
        id="content-event-body"
        value={draft.bodyHtml}
        onChange={(html) => set('bodyHtml', html)}
      />
      <label className={controls.check}>
        <input
          type="checkbox"
          checked={draft.visible}
          onChange={(e) => set('visible', e.target.checked)}
        />
        {T.fieldVisible}
      </label>
    </EditorFormCard>
  );
}

/** 이벤트 관리: every event (hidden ones too), current first; add, edit, delete. */
export function ContentEventsCard() {
  const { data, error, loading, reload } = useAsync(fetchAdminEvents, []);
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onDelete = async (e: AdminEvent) => {
    if (!window.confirm(T.deleteEventConfirm(e.title))) return;
    try {
      await deleteEvent(e.id);
      setNotice(T.deleted);
      if (editing !== 'new' && editing?.id === e.id) setEditing(null);
      reload();
    } catch (err) {
      window.alert(errorMessage(err));
    }
  };

  const columns: Column<AdminEvent>[] = [
    { header: T.colTitle, cell: (e) => e.title, cellStyle: { whiteSpace: 'normal' } },
    { header: T.colPeriod, cell: (e) => `${e.startDate} ~ ${e.endDate}` },
    {
      header: T.colPhase,
      cell: (e) => (
        <span className={`${controls.badge} ${e.phase === 'ongoing' ? controls.badgeOn : ''}`}>
          {EVENT.phase[e.phase]}
        </span>
      ),
    },
    {
      header: T.colVisible,
      cell: (e) => (
        <span className={`${controls.badge} ${e.visible ? controls.badgeOn : ''}`}>
          {e.visible ? T.visible : T.hidden}
        </span>
      ),
    },
    {
      header: T.colActions,
      cell: (e) => (
        <div className={controls.actions}>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            aria-label={`${T.edit}: ${e.title}`}
            onClick={() => {
              setNotice(null);
              setEditing(e);
            }}
          >
            {T.edit}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.danger}`}
            aria-label={`${T.delete}: ${e.title}`}
            onClick={() => void onDelete(e)}
          >
            {T.delete}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.grid}>
      <Card
        id="content-events-title"
        title={T.events}
        data-testid="content-events"
        actions={
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.accent}`}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {T.newEvent}
          </button>
        }
      >
        {notice ? <Notice style={{ margin: 12 }}>{notice}</Notice> : null}
        <DataTable
          columns={columns}
          rows={data}
          rowKey={(e) => e.id}
          rowProps={(e) => ({ 'data-testid': 'content-event-row', 'data-event-id': e.id })}
          loading={loading}
          error={error}
          emptyText={T.emptyEvents}
        />
      </Card>
      {editing ? (
        <EventForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(T.saved);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
