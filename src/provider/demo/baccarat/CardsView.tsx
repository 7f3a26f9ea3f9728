/** The two hands, dealt in shoe order with their totals once the last card is down. */
import type { CSSProperties } from 'react';
import type { BaccaratOutcome } from '../../../../common/domain/casino/tables/baccarat';
import { dealOrder } from './deal-order';
import { PlayingCard } from './PlayingCard';

export function CardsView({
  outcome,
  roundNo,
}: {
  readonly outcome: BaccaratOutcome | null;
  readonly roundNo: number;
}) {
  const order = outcome ? dealOrder(outcome) : null;
  const totalsStyle = { '--deal-index': order?.count ?? 0 } as CSSProperties;
  return (
    <div className="pd-hands" key={roundNo}>
      {(['player', 'banker'] as const).map((side) => (
        <div
          key={side}
          className={`pd-hand pd-hand-${side}${outcome?.winner === side ? ' pd-hand-won' : ''}`}
        >
          <div className="pd-hand-title">
            <span>{side === 'player' ? '플레이어' : '뱅커'}</span>
            {outcome && (
              <b className="pd-hand-total" style={totalsStyle} data-testid={`${side}-total`}>
                {side === 'player' ? outcome.playerPoints : outcome.bankerPoints}
              </b>
            )}
          </div>
          <div className="pd-hand-cards">
            {outcome
              ? outcome[side].map((card, i) => (
                  <PlayingCard
                    key={i}
                    card={card}
                    dealIndex={order?.[side][i] ?? i}
                    sideways={i === 2}
                  />
                ))
              : [0, 1].map((i) => <span key={i} className="pd-card-slot" />)}
          </div>
        </div>
      ))}
    </div>
  );
}
