/** The felt: five spots with their payouts; chips pending (dashed) and confirmed on each. */
import { chipLabel } from '../format';
import { spotKey, type BetSlip } from '../tables/bet-slip';
import { BACCARAT_SPOTS } from './baccarat-spots';

interface BaccaratSpotsProps {
  readonly pending: BetSlip;
  readonly confirmed: BetSlip;
  readonly winningKinds: ReadonlySet<string>;
  readonly disabled: boolean;
  readonly onSpot: (key: string) => void;
}

export function BaccaratSpots({
  pending,
  confirmed,
  winningKinds,
  disabled,
  onSpot,
}: BaccaratSpotsProps) {
  return (
    <div className="pd-felt pd-baccarat-felt">
      {BACCARAT_SPOTS.map((spot) => {
        const key = spotKey(spot.kind);
        const staked = (pending[key] ?? 0) + (confirmed[key] ?? 0);
        return (
          <button
            key={spot.kind}
            type="button"
            className={`pd-spot pd-spot-${spot.kind}${winningKinds.has(spot.kind) ? ' pd-spot-won' : ''}`}
            data-testid={`bet-spot-${spot.kind}`}
            disabled={disabled}
            onClick={() => onSpot(key)}
          >
            <span className="pd-spot-label">{spot.label}</span>
            <span className="pd-spot-payout">{spot.payout}</span>
            {staked > 0 && (
              <span
                className={`pd-spot-stake${pending[key] ? ' pd-spot-stake-pending' : ''}`}
                data-testid={`spot-stake-${spot.kind}`}
              >
                {chipLabel(staked)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
