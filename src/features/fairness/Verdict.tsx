import { FAIRNESS } from './fairness.ko';
import styles from './Fairness.module.css';

export type VerdictTone = 'match' | 'mismatch' | 'unverifiable';

type Props = {
  tone: VerdictTone;
  text: string;
  'data-testid'?: string;
};

/** A verdict in its colour; the status is also an attribute so tests and styles need no parsing. */
export function Verdict({ tone, text, 'data-testid': testId }: Props) {
  return (
    <strong className={styles[tone]} data-testid={testId} data-status={tone}>
      {text}
    </strong>
  );
}

/** 일치 or 불일치 for a yes/no comparison. */
export function MatchVerdict({
  ok,
  'data-testid': testId,
}: {
  ok: boolean;
  'data-testid'?: string;
}) {
  return (
    <Verdict
      tone={ok ? 'match' : 'mismatch'}
      text={ok ? FAIRNESS.match : FAIRNESS.mismatch}
      data-testid={testId}
    />
  );
}
