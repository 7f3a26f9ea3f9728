import { Notice } from '../../ui/Notice';
import styles from './Fairness.module.css';
import type { ManualResult } from './manual-check';
import { MatchVerdict } from './Verdict';

/** What the 직접 검증 form found: the commit check, the seed used, the recomputed outcome. */
export function ManualResultView({ result }: { result: ManualResult }) {
  return (
    <div className={styles.body} data-testid="manual-result">
      <dl className={styles.values}>
        <dt>계산한 커밋</dt>
        <dd data-testid="manual-computed-commit">{result.computedCommit ?? '-'}</dd>
        <dt>커밋 확인</dt>
        <dd>
          {result.commitOk === null ? (
            '커밋을 입력하지 않았습니다'
          ) : (
            <MatchVerdict ok={result.commitOk} data-testid="manual-commit-result" />
          )}
        </dd>
        {result.clientSeedUsed !== undefined ? (
          <>
            <dt>사용한 클라이언트 시드</dt>
            <dd data-testid="manual-client-seed">{result.clientSeedUsed}</dd>
          </>
        ) : null}
        <dt>결과 비교</dt>
        <dd>
          {result.outcomeOk === null ? (
            '공개된 결과를 입력하지 않았습니다'
          ) : (
            <MatchVerdict ok={result.outcomeOk} data-testid="manual-outcome-result" />
          )}
        </dd>
      </dl>
      {result.error !== undefined ? <Notice error>{result.error}</Notice> : null}
      {result.recomputed !== undefined ? (
        <>
          <h3>다시 계산한 결과</h3>
          <pre className={styles.pre} data-testid="manual-recomputed">
            {JSON.stringify(result.recomputed, null, 2)}
          </pre>
        </>
      ) : null}
    </div>
  );
}
