import { useState } from 'react';
import { createEvent, deleteEvent, fetchAdminEvents, updateEvent } from '../../../api/content.api';
import {
  CONTENT_BODY_MAX,
  eventInputSchema,
  type AdminEvent,
  type EventInput,
} from '../../../../common/contract/content.contract';
import { seoulDate } from '../../../../common/domain/event-period';
import { CONTENT_ADMIN as T, EVENT } from '../../../../common/i18n/content.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { ContentHtmlField } from './ContentHtmlField';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { EditorFormCard } from '../shared/EditorFormCard';
import { useListEditor } from '../shared/use-list-editor';
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
  const list = useListEditor<AdminEvent>(reload, T);

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
          <EditDeleteButtons
            name={e.title}
            onEdit={() => list.open(e)}
            onDelete={() =>
              void list.remove(e, T.deleteEventConfirm(e.title), () => deleteEvent(e.id))
            }
          />
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
            onClick={() => list.open('new')}
          >
            {T.newEvent}
          </button>
        }
      >
        {list.notice ? <Notice style={{ margin: 12 }}>{list.notice}</Notice> : null}
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
      {list.form ? <EventForm key={list.formKey} {...list.form} /> : null}
    </div>
  );
}
