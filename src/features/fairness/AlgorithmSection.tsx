import { Card } from '../../ui/Card';
import { CasinoAlgorithm } from './CasinoAlgorithm';
import { FAIRNESS } from './fairness.ko';
import styles from './Fairness.module.css';
import { MinigameAlgorithm } from './MinigameAlgorithm';

/** (a) 알고리즘: the two recipes, step by step. */
export function AlgorithmSection() {
  return (
    <Card id="fairness-algorithm" title={FAIRNESS.algorithm} data-testid="fairness-algorithm">
      <div className={styles.body}>
        <CasinoAlgorithm />
        <MinigameAlgorithm />
      </div>
    </Card>
  );
}
