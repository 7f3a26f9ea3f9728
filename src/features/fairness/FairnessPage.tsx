import { Card } from '../../ui/Card';
import { AlgorithmSection } from './AlgorithmSection';
import { FAIRNESS } from './fairness.ko';
import styles from './Fairness.module.css';
import { ManualCheckSection } from './ManualCheckSection';
import { RecordSection } from './RecordSection';
import { VectorsSection } from './VectorsSection';

/**
 * `/fairness`: how every outcome is drawn, the published vectors, a form to recompute any round
 * and the member's own record, all recomputed in the browser by the independent implementations.
 */
export function FairnessPage() {
  return (
    <div className={styles.page}>
      <Card id="fairness-title" heading="h1" title={FAIRNESS.title} data-testid="fairness-page">
        <div className={styles.body}>
          <p className={styles.lead}>{FAIRNESS.lead}</p>
        </div>
      </Card>
      <AlgorithmSection />
      <VectorsSection />
      <ManualCheckSection />
      <RecordSection />
    </div>
  );
}
