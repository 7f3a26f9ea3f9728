import { useEffect, useState } from 'react';
import type { FairnessRecordEntry } from '../../../common/contract/fairness-record.contract';
import { checkRecordEntry, type RecordVerdict } from './check-record';
import { CASINO_GAME_NAMES, FAIRNESS, KIND_NAMES, MINIGAME_FAMILY_NAMES } from './fairness.ko';
import styles from './Fairness.module.css';
import { Verdict } from './Verdict';

function gameLabel(entry: FairnessRecordEntry): string {
  if (entry.kind === 'minigame') {
    const family = MINIGAME_FAMILY_NAMES[entry.drawCode] ?? entry.drawCode;
    return `${family} (게임 ${entry.gameCode}) · ${entry.shown.roundId ?? '-'}`;
  }
  const name = CASINO_GAME_NAMES[entry.drawCode] ?? entry.drawCode;
  const round = entry.kind === 'table' ? '라운드' : '스핀';
  return `${name} (${entry.gameCode}) · ${round} ${entry.shown.nonce}`;
}

/** One entry of the member's record and its verdict, checked against the record alone. */
export function RecordEntryRow({ entry }: { entry: FairnessRecordEntry }) {
  const [verdict, setVerdict] = useState<RecordVerdict | null>(null);
  useEffect(() => {
    let live = true;
    setVerdict(null);
    void checkRecordEntry(entry).then((found) => {
      if (live) setVerdict(found);
    });
    return () => {
      live = false;
    };
  }, [entry]);

  return (
    <div className={styles.case} data-testid="record-entry" data-entry-id={entry.id}>
      <div className={styles.caseHead}>
        <span>
          [{KIND_NAMES[entry.kind]}] {gameLabel(entry)}
        </span>
        {verdict === null ? (
          <span>{FAIRNESS.running}</span>
        ) : (
          <Verdict tone={verdict.status} text={verdict.text} data-testid="record-verdict" />
        )}
      </div>
      <dl className={styles.values}>
        <dt>기록 시각</dt>
        <dd>{entry.recordedAt}</dd>
        <dt>기록한 커밋</dt>
        <dd>{entry.shown.commitHex}</dd>
        <dt>내 클라이언트 시드</dt>
        <dd>{entry.shown.clientSeed}</dd>
        <dt>공개된 서버 시드</dt>
        <dd>{entry.revealed?.serverSeedHex ?? '-'}</dd>
      </dl>
      {verdict?.recomputed !== undefined ? (
        <details>
          <summary>다시 계산한 결과</summary>
          <pre className={styles.pre}>{JSON.stringify(verdict.recomputed, null, 2)}</pre>
        </details>
      ) : null}
    </div>
  );
}
