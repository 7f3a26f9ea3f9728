/**
 * The table round's fairness line (provably fair): the commit of the round's server seed
 * while it takes bets; once dealt the revealed seed, every seat with its seed (the member's own
 * marked), the combined client seed and nonce, recomputed here (table-check.ts): 일치 / 불일치 /
 * 확인 불가. The commit checked is the one the page showed before the deal, from the member's own
 * record when they bet.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TableRoundView } from '../../../../common/contract/demo-provider.contract';
import { CHECK_TEXT, type OutcomeCheck } from '../fairness-check';
import type { ProviderApi } from '../provider-api';
import { checkTableRound, type TableShown } from './table-check';
import { tableEntry } from './table-record';
import { TableSeedForm } from './TableSeedForm';
import { useRecordCompletion } from './use-record-completion';

interface RoundFairnessProps {
  readonly api: ProviderApi;
  readonly gameCode: string;
  readonly drawCode: 'baccarat' | 'roulette';
  readonly round: TableRoundView | null;
}

export function RoundFairness({ api, gameCode, drawCode, round }: RoundFairnessProps) {
  const [check, setCheck] = useState<{ roundRef: string; result: OutcomeCheck } | null>(null);
  /** The commit each round showed while it took bets, for a round the member watched only. */
  const seenCommits = useRef(new Map<string, string>());
  if (round?.phase === 'betting') seenCommits.current.set(round.roundRef, round.fairness.commitHex);
  useRecordCompletion(api, gameCode, round);
  const revealed =
    round !== null && round.phase !== 'betting' && round.fairness.serverSeedHex !== null;
  // The record is read again when the round or its seats change, not on every countdown tick.
  const roundNo = round?.roundNo ?? 0;
  const seats = round?.seats;
  const ownSeed = useMemo(
    () => (seats && roundNo > 0 ? (tableEntry(gameCode, roundNo)?.shown.clientSeed ?? null) : null),
    [gameCode, roundNo, seats],
  );

  useEffect(() => {
    if (!round || !revealed) return undefined;
    let current = true;
    const mine = tableEntry(gameCode, round.roundNo);
    const commitHex = mine?.shown.commitHex ?? seenCommits.current.get(round.roundRef) ?? null;
    const shown: TableShown | null = commitHex
      ? { commitHex, ownSeed: mine?.shown.clientSeed ?? null }
      : null;
    const settle = (result: OutcomeCheck) => {
      if (current) setCheck({ roundRef: round.roundRef, result });
    };
    void checkTableRound(drawCode, round, shown).then(settle, () => settle('mismatch'));
    return () => {
      current = false;
    };
  }, [drawCode, gameCode, revealed, round]);

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
        <dt>결합 클라이언트 시드 / 논스</dt>
        <dd className="pd-hex">
          {round.fairness.clientSeed} / {round.fairness.nonce}
        </dd>
      </dl>
      <table className="pd-seats" data-testid="round-seats">
        <thead>
          <tr>
            <th>좌석</th>
            <th>플레이어</th>
            <th>클라이언트 시드</th>
          </tr>
        </thead>
        <tbody>
          {round.seats.length === 0 && (
            <tr>
              <td colSpan={3}>이 라운드에 앉은 좌석이 없습니다.</td>
            </tr>
          )}
          {round.seats.map((seat) => {
            const mine = ownSeed !== null && seat.clientSeed === ownSeed;
            return (
              <tr
                key={seat.seat}
                className={mine ? 'pd-seat-mine' : undefined}
                data-testid="round-seat"
                data-mine={mine}
              >
                <td>
                  {seat.seat}
                  {mine && ' (내 좌석)'}
                </td>
                <td>{seat.player}</td>
                <td className="pd-hex">{seat.clientSeed}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TableSeedForm api={api} gameCode={gameCode} roundNo={round.roundNo} />
    </details>
  );
}
