/** The bar under a table: phase and countdown, the chip rack, the pending total, confirm/cancel. */
import type { TablePhase } from './phase-labels';
import { phaseLabel } from './phase-labels';
import { ChipSelector } from '../shell/ChipSelector';
import { formatWon } from '../format';
import { slipTotal } from './bet-slip';
import type { TableBetting } from './use-betting';

interface TableControlsProps {
  readonly table: 'baccarat' | 'roulette';
  readonly phase: TablePhase | null;
  readonly seconds: number | null;
  readonly roundNo: number | null;
  readonly betting: TableBetting;
  readonly confirmedTotal: number;
  /** The table's stream is open (EventSource reconnects by itself when it is not). */
  readonly connected: boolean;
}

export function TableControls({
  table,
  phase,
  seconds,
  roundNo,
  betting,
  confirmedTotal,
  connected,
}: TableControlsProps) {
  const pending = slipTotal(betting.slip);
  return (
    <section className="pd-controls" aria-label="베팅">
      <div className="pd-status">
        <span
          className={`pd-phase pd-phase-${phase ?? 'none'}`}
          data-testid="table-phase"
          data-phase={phase ?? ''}
        >
          {phaseLabel(table, phase)}
        </span>
        {/* Always present (empty outside betting or when unknown), so a reader never waits for it. */}
        <span
          className={`pd-countdown${phase === 'betting' && seconds !== null ? '' : ' pd-countdown-idle'}`}
          data-testid="countdown"
          aria-label={seconds === null ? undefined : `남은 시간 ${seconds}초`}
        >
          <svg viewBox="0 0 36 36" aria-hidden="true">
            <circle cx="18" cy="18" r="15" className="pd-countdown-track" />
            <circle
              cx="18"
              cy="18"
              r="15"
              className="pd-countdown-arc"
              pathLength={15}
              strokeDasharray={`${Math.min(seconds ?? 0, 15)} 15`}
            />
          </svg>
          <b>{phase === 'betting' && seconds !== null ? seconds : ''}</b>
        </span>
        {roundNo !== null && <span className="pd-round-no">#{roundNo}</span>}
        {!connected && (
          <span className="pd-link-lost" data-testid="table-reconnecting">
            연결 중…
          </span>
        )}
      </div>
      <ChipSelector
        selected={betting.chip}
        onSelect={betting.selectChip}
        disabled={!betting.canBet}
      />
      <div className="pd-bet-actions">
        <span className="pd-totals">
          <span>
            대기 <b data-testid="pending-total">{formatWon(pending)}</b>
          </span>
          <span>
            접수 <b data-testid="confirmed-total">{formatWon(confirmedTotal)}</b>
          </span>
        </span>
        <button
          type="button"
          className="pd-button pd-button-ghost"
          data-testid="clear-bets"
          disabled={pending === 0 || betting.busy}
          onClick={betting.clear}
        >
          취소
        </button>
        <button
          type="button"
          className="pd-button pd-button-primary"
          data-testid="confirm-bets"
          disabled={pending === 0 || !betting.canBet}
          onClick={() => void betting.confirm()}
        >
          {betting.busy ? '처리 중…' : '베팅 확정'}
        </button>
      </div>
    </section>
  );
}
