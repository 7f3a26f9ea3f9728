import { useSelector } from '@xstate/react';
import { fetchRealityCheckSummary } from '../../api/responsible.api';
import { errorMessage } from '../../api/errors';
import {
  continuePlaying,
  getRealityCheckActor,
  logOutFromRealityCheck,
  REALITY_CHECK_HISTORY_URL,
} from '../../app/responsible-io';
import { formatWon } from '../../../common/domain/format';
import { REALITY_CHECK } from '../../../common/i18n/responsible.ko';
import { AppLink } from '../../ui/AppLink';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './Responsible.module.css';

/**
 * The reality check (RTS 13): when the member's interval has passed, the session's
 * elapsed time, stakes, returns and net result, and the choice to go on or to log out. Closing it
 * any other way (Esc, the backdrop) counts as "계속하기": the member has seen the figures.
 */
export function RealityCheckDialog() {
  const due = useSelector(getRealityCheckActor(), (snapshot) => snapshot.matches('due'));
  return due ? <RealityCheckBody /> : null;
}

function RealityCheckBody() {
  const summary = useAsync(fetchRealityCheckSummary, []);
  const data = summary.data;
  const rows: [string, string, string][] = data
    ? [
        [REALITY_CHECK.elapsed, REALITY_CHECK.duration(data.elapsedSec), 'reality-elapsed'],
        [REALITY_CHECK.stakes, formatWon(data.stakesWon), 'reality-stakes'],
        [REALITY_CHECK.returns, formatWon(data.returnsWon), 'reality-returns'],
        [REALITY_CHECK.net, formatWon(data.netWon), 'reality-net'],
      ]
    : [];
  return (
    <Dialog
      open
      title={REALITY_CHECK.title}
      onClose={continuePlaying}
      testId="reality-check-dialog"
      footer={
        <div className={controls.actions}>
          <button
            type="button"
            className={`${controls.btn} ${controls.primary}`}
            data-autofocus
            onClick={continuePlaying}
          >
            {REALITY_CHECK.continue}
          </button>
          <button type="button" className={controls.btn} onClick={logOutFromRealityCheck}>
            {REALITY_CHECK.logout}
          </button>
        </div>
      }
    >
      <p className={controls.hint}>{REALITY_CHECK.lead}</p>
      {summary.error ? <Notice error>{errorMessage(summary.error)}</Notice> : null}
      {summary.loading && !data ? <p role="status">{REALITY_CHECK.loading}</p> : null}
      {data ? (
        <dl className={styles.figures}>
          {rows.map(([label, value, testId]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <AppLink href={REALITY_CHECK_HISTORY_URL} onClick={continuePlaying}>
        {REALITY_CHECK.history}
      </AppLink>
    </Dialog>
  );
}
