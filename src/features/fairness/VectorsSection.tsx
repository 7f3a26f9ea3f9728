import { Card } from '../../ui/Card';
import { FAIRNESS } from './fairness.ko';
import styles from './Fairness.module.css';
import { VECTOR_GROUPS } from './vector-list';
import { VectorCaseRow } from './VectorCaseRow';

/** (b) 테스트 벡터: every published vector, grouped by game, each runnable in the page. */
export function VectorsSection() {
  return (
    <Card id="fairness-vectors" title={FAIRNESS.vectors} data-testid="fairness-vectors">
      <div className={styles.body}>
        <p className={styles.lead}>{FAIRNESS.vectorsLead}</p>
        {VECTOR_GROUPS.map((group) => (
          <details
            key={group.id}
            className={styles.group}
            data-testid="vector-group"
            data-group-id={group.id}
          >
            <summary>
              {group.title} ({group.cases.length})
            </summary>
            <div className={styles.cases}>
              {group.cases.map((vector) => (
                <VectorCaseRow key={vector.id} vector={vector} />
              ))}
            </div>
          </details>
        ))}
      </div>
    </Card>
  );
}
