import { useEffect, useState } from 'react';
import { fetchResponsible } from '../../api/responsible.api';
import { errorMessage } from '../../api/errors';
import type { ResponsibleView } from '../../../common/contract/responsible.contract';
import { RESPONSIBLE } from '../../../common/i18n/responsible.ko';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import { BreakCard } from './BreakCard';
import { LimitRow } from './LimitRow';
import { PlayTimeCard } from './PlayTimeCard';
import { ResponsibleHistory } from './ResponsibleHistory';
import styles from './Responsible.module.css';

/**
 * The "건전한 게임 이용" section of /member: the limits, the reality check and session
 * time limit, time-out and self-exclusion, and the member's history of changes.
 */
export function ResponsibleSection() {
  const loaded = useAsync(fetchResponsible, []);
  const [changed, setChanged] = useState<ResponsibleView | null>(null);
  // Each change answers the whole view; the history reloads with it.
  const [version, setVersion] = useState(0);
  useEffect(() => setChanged(null), [loaded.data]);
  const view = changed ?? loaded.data;

  const onChanged = (next: ResponsibleView) => {
    setChanged(next);
    setVersion((v) => v + 1);
  };

  return (
    <section
      className={styles.section}
      aria-labelledby="responsible-title"
      data-testid="responsible-section"
    >
      <Card id="responsible-title" title={RESPONSIBLE.title}>
        <p className={styles.lead}>{RESPONSIBLE.lead}</p>
        {loaded.error ? (
          <Notice error style={{ margin: '0 12px 12px' }}>
            {errorMessage(loaded.error)}
          </Notice>
        ) : null}
        {!view && loaded.loading ? <p className={styles.pad}>{RESPONSIBLE.loading}</p> : null}
        {view ? (
          <div className={styles.limits} aria-label={RESPONSIBLE.limitsTitle} role="group">
            {view.limits.map((limit) => (
              <LimitRow key={limit.kind} limit={limit} onChanged={onChanged} />
            ))}
          </div>
        ) : null}
      </Card>
      {view ? <PlayTimeCard view={view} onChanged={onChanged} /> : null}
      {view ? <BreakCard view={view} /> : null}
      <ResponsibleHistory version={version} />
    </section>
  );
}
