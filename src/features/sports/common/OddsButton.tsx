import { memo } from 'react';
import { formatOdds } from '../../../../common/domain/format';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import styles from './Odds.module.css';

export type PriceFlash = 'up' | 'down' | null;

type Props = {
  selectionId: string;
  /** What the button says beside the price: a team, '무', '오버' … */
  label: string;
  priceHundredths: number;
  /** Suspended, settled or no longer bettable: shown with a lock and not clickable. */
  locked: boolean;
  flash: PriceFlash;
  picked: boolean;
  onPick: () => void;
  /** Team buttons put the name on the outside edge: home left of the price, away right of it. */
  align?: 'home' | 'center' | 'away';
};

const FLASH_ARROW = { up: '↑', down: '↓' } as const;

/** The 🔒 of a suspended price, drawn (an emoji depends on the device's fonts). */
function LockIcon() {
  return (
    <svg
      className={styles.lock}
      viewBox="0 0 16 16"
      width="13"
      height="13"
      aria-hidden="true"
      data-testid="odds-lock"
    >
      <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" />
      <path
        d="M5.2 7V5.2a2.8 2.8 0 0 1 5.6 0V7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * One price on a board. Flashes red/↑ or blue/↓ for ~1.5 s when the price moves (the store's
 * `usePriceFlash` decides how long), and shows 🔒 while the selection is suspended.
 */
export const OddsButton = memo(function OddsButton({
  selectionId,
  label,
  priceHundredths,
  locked,
  flash,
  picked,
  onPick,
  align = 'center',
}: Props) {
  const odds = formatOdds(priceHundredths);
  const classes = [
    styles.odds,
    styles[align],
    picked ? styles.picked : '',
    locked ? styles.locked : '',
    flash ? styles[flash] : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      data-testid="odds-button"
      data-selection-id={selectionId}
      data-price={priceHundredths}
      data-flash={flash ?? undefined}
      data-locked={locked ? 'true' : undefined}
      aria-pressed={picked}
      aria-label={locked ? T.lockedLabel(label) : T.pickLabel(label, odds)}
      disabled={locked}
      onClick={onPick}
    >
      <span className={styles.label}>{label}</span>
      <span className={styles.price}>
        {locked ? (
          <LockIcon />
        ) : (
          <>
            {/*
             * Always mounted, only its text changes: a flash neither inserts nor
             * removes a node, so React reuses the fibers and Blink the layout objects.
             */}
            <span aria-hidden="true" className={styles.arrow}>
              {flash ? FLASH_ARROW[flash] : ''}
            </span>
            {odds}
          </>
        )}
      </span>
    </button>
  );
});
