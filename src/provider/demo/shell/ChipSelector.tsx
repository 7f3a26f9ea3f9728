/** The chip rack (1,000 / 5,000 / 10,000 / 50,000 / 100,000원), drawn in CSS/SVG. */
import { chipLabel, formatWon } from '../format';

export const TABLE_CHIPS: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000];

interface ChipSelectorProps {
  readonly chips?: readonly number[];
  readonly selected: number;
  readonly onSelect: (chip: number) => void;
  readonly disabled?: boolean;
}

export function ChipSelector({
  chips = TABLE_CHIPS,
  selected,
  onSelect,
  disabled,
}: ChipSelectorProps) {
  return (
    <div className="pd-chips" role="radiogroup" aria-label="칩 선택">
      {chips.map((chip, index) => (
        <button
          key={chip}
          type="button"
          role="radio"
          aria-checked={chip === selected}
          aria-label={formatWon(chip)}
          className={`pd-chip pd-chip-${index}${chip === selected ? ' pd-chip-selected' : ''}`}
          data-testid={`chip-${chip}`}
          disabled={disabled}
          onClick={() => onSelect(chip)}
        >
          <ChipFace label={chipLabel(chip)} />
        </button>
      ))}
    </div>
  );
}

/** One chip: a disc with the casino edge stripes and its value. */
export function ChipFace({ label }: { readonly label: string }) {
  return (
    <svg viewBox="0 0 40 40" className="pd-chip-face" aria-hidden="true">
      <circle cx="20" cy="20" r="19" className="pd-chip-disc" />
      <circle cx="20" cy="20" r="15" className="pd-chip-edge" strokeDasharray="6 5.8" />
      <circle cx="20" cy="20" r="11" className="pd-chip-center" />
      <text x="20" y="24" textAnchor="middle" className="pd-chip-text">
        {label}
      </text>
    </svg>
  );
}
