/** The betting layout in SVG: every spot of ROULETTE_SPOTS, the chips on it, the winning number. */
import { coveredPockets } from '../../../../common/domain/casino/tables/roulette';
import { chipLabel } from '../format';
import type { BetSlip } from '../tables/bet-slip';
import { pocketColor } from './pocket-color';
import { boardSize, placeBox, useNarrowWindow } from './layout-orientation';
import { ROULETTE_SPOTS, type RouletteSpot } from './roulette-spots';

interface RouletteLayoutProps {
  readonly pending: BetSlip;
  readonly confirmed: BetSlip;
  readonly winning: number | null;
  readonly disabled: boolean;
  readonly onSpot: (key: string) => void;
}

function spotClass(spot: RouletteSpot, winning: number | null): string {
  const classes = ['pd-rspot', spot.drawn ? 'pd-rspot-drawn' : 'pd-rspot-line'];
  if (spot.kind === 'straight') classes.push(`pd-pocket-${pocketColor(spot.numbers[0] ?? 0)}`);
  if (spot.kind === 'red' || spot.kind === 'black') classes.push(`pd-rspot-${spot.kind}`);
  // Every drawn box the pocket pays lights up (its number, its dozen, column and chances).
  if (spot.drawn && winning !== null && coveredPockets(spot).includes(winning)) {
    classes.push('pd-rspot-won');
  }
  return classes.join(' ');
}

export function RouletteLayout({
  pending,
  confirmed,
  winning,
  disabled,
  onSpot,
}: RouletteLayoutProps) {
  const vertical = useNarrowWindow();
  const board = boardSize(vertical);
  return (
    <svg
      className={`pd-roulette-layout${disabled ? ' pd-layout-closed' : ''}${vertical ? ' pd-layout-vertical' : ''}`}
      viewBox={`-2 -2 ${board.width + 4} ${board.height + 4}`}
      role="group"
      aria-label="룰렛 베팅판"
    >
      {ROULETTE_SPOTS.map((spot) => {
        const box = placeBox(spot, vertical);
        const cx = box.x + box.w / 2;
        const cy = box.y + box.h / 2;
        // Long outside boxes stood on end keep their label along their length.
        const turned = spot.drawn && spot.kind !== 'straight' && box.h > box.w * 1.5;
        return (
          <g
            key={spot.key}
            className={spotClass(spot, winning)}
            data-testid={`bet-spot-${spot.key.replace(':', '-')}`}
            role="button"
            aria-label={`${spot.label} ${spot.numbers.join(', ')}`.trim()}
            aria-disabled={disabled}
            tabIndex={disabled || !spot.drawn ? -1 : 0}
            onClick={() => {
              if (!disabled) onSpot(spot.key);
            }}
            onKeyDown={(event) => {
              if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
                onSpot(spot.key);
              }
            }}
          >
            <rect x={box.x} y={box.y} width={box.w} height={box.h} />
            {spot.drawn && (
              <text
                x={cx}
                y={cy + 5}
                textAnchor="middle"
                transform={turned ? `rotate(-90 ${cx} ${cy})` : undefined}
              >
                {spot.label}
              </text>
            )}
          </g>
        );
      })}
      {ROULETTE_SPOTS.map((spot) => {
        const staked = (pending[spot.key] ?? 0) + (confirmed[spot.key] ?? 0);
        if (staked === 0) return null;
        const box = placeBox(spot, vertical);
        const cx = box.x + box.w / 2;
        const cy = box.y + box.h / 2;
        return (
          <g
            key={`chip-${spot.key}`}
            className={`pd-layout-chip${pending[spot.key] ? ' pd-layout-chip-pending' : ''}`}
            pointerEvents="none"
          >
            <circle cx={cx} cy={cy} r={11} />
            <text x={cx} y={cy + 3.5} textAnchor="middle">
              {chipLabel(staked)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
