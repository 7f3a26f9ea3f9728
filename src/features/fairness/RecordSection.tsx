import { useCallback, useEffect, useState } from 'react';
import { FAIRNESS_RECORD_KEY } from '../../../common/contract/fairness-record.contract';
import { Card } from '../../ui/Card';
import controls from '../../ui/controls.module.css';
import { Notice } from '../../ui/Notice';
import { FAIRNESS } from './fairness.ko';
import styles from './Fairness.module.css';
import { readRecord, type RecordRead } from './read-record';
import { RecordEntryRow } from './RecordEntryRow';

function readNow(): RecordRead {
  if (typeof window === 'undefined') return { state: 'ok', entries: [] };
  return readRecord(window.localStorage);
}

/** (d) 내 기록: the member's own record, newest first, each entry with its verdict. */
export function RecordSection() {
  const [record, setRecord] = useState<RecordRead>(readNow);
  const reload = useCallback(() => setRecord(readNow()), []);

  // A game window of the same site writes the record: follow it without a page reload.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === FAIRNESS_RECORD_KEY) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  return (
    <Card
      id="fairness-record"
      title={FAIRNESS.record}
      data-testid="fairness-record"
      actions={
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={reload}
          data-testid="record-reload"
        >
          {FAIRNESS.reload}
        </button>
      }
    >
      <div className={styles.body}>
        <p className={styles.lead}>{FAIRNESS.recordLead}</p>
        {record.state === 'broken' ? (
          <Notice error>
            <span data-testid="record-broken">{FAIRNESS.recordBroken}</span>
          </Notice>
        ) : null}
        {record.state === 'ok' && record.entries.length === 0 ? (
          <Notice>{FAIRNESS.recordEmpty}</Notice>
        ) : null}
        {record.state === 'ok'
          ? [...record.entries]
              .reverse()
              .map((entry) => <RecordEntryRow key={entry.id} entry={entry} />)
          : null}
      </div>
    </Card>
  );
}
