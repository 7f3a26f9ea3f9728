import { useState } from 'react';
import type { ProviderRoundDetail } from '../../../common/contract/demo-provider.contract';
import { CASINO_TEXT } from '../../../common/i18n/casino-pages.ko';
import { checkRoundFairness, type FairnessVerdict } from './round-fairness';
import styles from './History.module.css';

const T = CASINO_TEXT.fairness;

/**
 * The round's commitments and a '검증' button that recomputes the outcome in the browser
 * (WebCrypto), answering 일치 / 불일치 as the minigame results' check does.
 */
export function FairnessCheck({ detail }: { detail: ProviderRoundDetail }) {
  const [state, setState] = useState<'idle' | 'running' | FairnessVerdict>('idle');
  const { fairness } = detail;
  const run = async () => {
    setState('running');
    setState(await checkRoundFairness(detail));
  };
  return (
    <section className={styles.fairness} aria-label={T.title} data-testid="round-fairness">
      <h3 className={styles.subTitle}>{T.title}</h3>
      <dl className={styles.fields}>
        <dt>{T.commit}</dt>
        <dd className={styles.hash}>{fairness.commitHex}</dd>
        <dt>{T.serverSeed}</dt>
        <dd className={styles.hash}>{fairness.serverSeedHex ?? T.notRevealed}</dd>
        <dt>{T.clientSeed}</dt>
        <dd className={styles.hash}>{fairness.clientSeed}</dd>
        <dt>{T.nonce}</dt>
        <dd>{fairness.nonce}</dd>
      </dl>
      {fairness.serverSeedHex === null ? (
        <p className={styles.muted}>{T.notRevealed}</p>
      ) : (
        <p>
          <button
            type="button"
            className={styles.verifyButton}
            disabled={state === 'running'}
            onClick={() => void run()}
            data-testid="round-verify"
          >
            {state === 'running' ? T.verifying : T.verify}
          </button>{' '}
          {(state === 'match' || state === 'mismatch') && (
            <span
              data-testid="round-verify-result"
              data-ok={state === 'match'}
              className={state === 'match' ? styles.ok : styles.fail}
            >
              {state === 'match' ? T.match : T.mismatch}
            </span>
          )}
          {state === 'notVerifiable' && (
            <span data-testid="round-verify-result" data-ok={false} className={styles.muted}>
              확인 불가
            </span>
          )}
        </p>
      )}
    </section>
  );
}
