/** The round's result and what this member won on it (the `result` event of the stream). */
import { formatWon } from '../format';
import type { TableResultEvent } from '../../../../common/contract/demo-provider.contract';

interface ResultBannerProps {
  /** "뱅커 승", "17 빨강"… once the round is settled; null otherwise. */
  readonly resultText: string | null;
  readonly tone: string | null;
  readonly lastResult: TableResultEvent | null;
}

export function ResultBanner({ resultText, tone, lastResult }: ResultBannerProps) {
  return (
    <div className="pd-result-row">
      <div
        className={`pd-result pd-result-${tone ?? 'none'}`}
        data-testid="round-result"
        aria-live="polite"
      >
        {resultText ?? ''}
      </div>
      {lastResult && (
        <div
          className={`pd-my-result${lastResult.win > 0 ? ' pd-my-result-won' : ''}`}
          data-testid="table-win"
          data-round-ref={lastResult.roundRef}
          data-win={lastResult.win}
        >
          <span>베팅 {formatWon(lastResult.stake)}</span>
          <span>
            당첨 <b data-testid="win-amount">{formatWon(lastResult.win)}</b>
          </span>
        </div>
      )}
    </div>
  );
}
