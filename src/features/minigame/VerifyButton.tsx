import { useState } from 'react';
import type { RoundView } from '../../api/minigame.api';
import { verifyRound } from '../../../common/domain/minigame/fairness';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import styles from './Results.module.css';

/** Every field the browser recomputed equals the published outcome (when one is published). */
export function sameOutcome(recomputed: unknown, published: unknown): boolean {
  if (published === null || published === undefined) return true;
  if (!recomputed || typeof recomputed !== 'object' || typeof published !== 'object') {
    return JSON.stringify(recomputed) === JSON.stringify(published);
  }
  const server = published as Record<string, unknown>;
  return Object.entries(recomputed).every(
    ([key, value]) => JSON.stringify(value) === JSON.stringify(server[key]),
  );
}

type State = 'idle' | 'running' | 'ok' | 'fail';

/**
 * '검증': re-computes the round in the browser (WebCrypto) and shows ✓ or ✗. A rule-2 round
 * (docs/fairness-minigames.md §2.2) drawn from a combined client seed that is not published
 * cannot be recomputed: it reads '확인 불가', never ✓.
 */
export function VerifyButton({ round }: { round: RoundView }) {
  const [state, setState] = useState<State>('idle');
  const seedHex = round.seedHex;
  if (!seedHex) return <span className={styles.muted}>{T.notRevealed}</span>;
  const fairRule = round.fairRule ?? 1;
  const clientSeed = round.clientSeed ?? null;
  if (fairRule === 2 && !clientSeed) {
    return (
      <span className={styles.muted} data-testid="verify-unavailable">
        확인 불가
      </span>
    );
  }
  const run = async () => {
    setState('running');
    try {
      const result = await verifyRound({
        gameId: round.gameId,
        roundId: round.roundId,
        seedHex,
        commitHex: round.commitHex,
        fairRule,
        clientSeed,
      });
      setState(result.ok && sameOutcome(result.outcome, round.outcome) ? 'ok' : 'fail');
    } catch {
      setState('fail');
    }
  };
  return (
    <span className={styles.verify}>
      <button
        type="button"
        className={styles.verifyButton}
        disabled={state === 'running'}
        onClick={() => void run()}
      >
        {state === 'running' ? T.verifying : T.verify}
      </button>
      {(state === 'ok' || state === 'fail') && (
        <span
          data-testid="verify-result"
          data-ok={state === 'ok'}
          className={state === 'ok' ? styles.ok : styles.fail}
        >
          {state === 'ok' ? T.verifyOk : T.verifyFail}
        </span>
      )}
    </span>
  );
}
