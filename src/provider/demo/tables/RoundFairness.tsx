/**
 * The table round's fairness line (provably fair): the commit of the round's server
 * seed while it takes bets, and once settled the revealed seed, the round's combined client seed
 * and nonce, recomputed here with verifyCasinoOutcome: 일치 / 불일치.
 */
import { useEffect, useState } from 'react';
import type { TableRoundView } from '../../../../common/contract/demo-provider.contract';
import { checkOutcome, type OutcomeCheck } from '../fairness-check';

const CHECK_TEXT = { match: '일치', mismatch: '불일치' } as const;

export function RoundFairness({
  drawCode,
  round,
}: {
  readonly drawCode: 'baccarat' | 'roulette';
  readonly round: TableRoundView | null;
}) {
  const [check, setCheck] = useState<{ roundRef: string; result: OutcomeCheck } | null>(null);
  const revealed = round?.phase === 'settled' && round.fairness.serverSeedHex !== null;

  useEffect(() => {
    if (!round || !revealed) return undefined;
    let current = true;
    void checkOutcome(drawCode, round.fairness, round.fairness.commitHex, round.outcome).then(
      (result) => {
        if (current) setCheck({ roundRef: round.roundRef, result });
      },
    );
    return () => {
      current = false;
    };
  }, [drawCode, revealed, round]);

  if (!round) return null;
  const shown = check?.roundRef === round.roundRef && revealed ? check.result : null;
  return (
    <details className="pd-round-fairness" data-testid="round-fairness">
      <summary>
        공정성 · 라운드 {round.roundNo}
        {shown && (
          <b className={`pd-check pd-check-${shown}`} data-testid="round-check" data-check={shown}>
            {CHECK_TEXT[shown]}
          </b>
        )}
      </summary>
      <dl className="pd-fair-list">
        <dt>서버 시드 해시</dt>
        <dd className="pd-hex">{round.fairness.commitHex}</dd>
        <dt>서버 시드</dt>
        <dd className="pd-hex">{round.fairness.serverSeedHex ?? '결과 후 공개'}</dd>
        <dt>클라이언트 시드 / 논스</dt>
        <dd className="pd-hex">
          {round.fairness.clientSeed} / {round.fairness.nonce}
        </dd>
      </dl>
    </details>
  );
}
