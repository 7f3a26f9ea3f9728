import styles from './FilterChips.module.css';

type ChipProps = { label: string; pressed: boolean; onClick: () => void; testId?: string };

/** One pressable filter: aria-pressed tells which is chosen (read by screen readers and tests). */
export function FilterChip({ label, pressed, onClick, testId }: ChipProps) {
  return (
    <button
      type="button"
      className={styles.chip}
      aria-pressed={pressed}
      data-testid={testId}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

type GroupProps<V extends string | number> = {
  label: string;
  allLabel: string;
  /** The "all" chip's test id; the options' are `${testIdPrefix}-${value}`. */
  allTestId?: string;
  testIdPrefix: string;
  options: readonly V[];
  value: V | undefined;
  optionLabel: (value: V) => string;
  onChange: (value: V | undefined) => void;
};

/** A labelled group of chips: "all" (no filter) and one chip per value. */
export function FilterChipGroup<V extends string | number>(props: GroupProps<V>) {
  return (
    <div className={styles.group} role="group" aria-label={props.label}>
      <span className={styles.label}>{props.label}</span>
      <FilterChip
        label={props.allLabel}
        pressed={props.value === undefined}
        testId={props.allTestId}
        onClick={() => props.onChange(undefined)}
      />
      {props.options.map((option) => (
        <FilterChip
          key={option}
          label={props.optionLabel(option)}
          pressed={props.value === option}
          testId={`${props.testIdPrefix}-${option}`}
          onClick={() => props.onChange(option)}
        />
      ))}
    </div>
  );
}
