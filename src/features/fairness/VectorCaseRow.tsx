import { useState } from 'react';
import controls from '../../ui/controls.module.css';
import { FAIRNESS } from './fairness.ko';
import styles from './Fairness.module.css';
import type { VectorCase } from './vector-list';
import { MatchVerdict } from './Verdict';

type RunState = 'idle' | 'running' | 'match' | 'mismatch';

/** One published vector with its button: recomputed in the page, then 일치 or 불일치. */
export function VectorCaseRow({ vector }: { vector: VectorCase }) {
  const [state, setState] = useState<RunState>('idle');
  const run = () => {
    setState('running');
    vector.run().then(
      (ok) => setState(ok ? 'match' : 'mismatch'),
      () => setState('mismatch'),
    );
  };
  return (
    <div className={styles.case} data-testid="vector-case" data-vector-id={vector.id}>
      <div className={styles.caseHead}>
        <span>{vector.label}</span>
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={run}
          disabled={state === 'running'}
          data-testid="vector-run"
        >
          {state === 'running' ? FAIRNESS.running : FAIRNESS.run}
        </button>
        {state === 'match' || state === 'mismatch' ? (
          <MatchVerdict ok={state === 'match'} data-testid="vector-result" />
        ) : null}
      </div>
      <dl className={styles.values}>
        {Object.entries(vector.inputs).map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
