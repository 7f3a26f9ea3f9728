import { memo } from 'react';
import { formatOdds } from '../../../../common/domain/format';
import { SLIP_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import type { SportsSlipEntry } from '../../../machines/sports-slip.machine';
import styles from './SportsSlip.module.css';

type Props = { entry: SportsSlipEntry; onRemove: (id: string) => void };

/** One pick: match, market and outcome, price (marked when it moved), locked when suspended. */
export const SlipEntryRow = memo(function SlipEntryRow({ entry, onRemove }: Props) {
  const match = entry.isBonus ? entry.marketNameKorean : `${entry.homeName} vs ${entry.awayName}`;
  const pick = entry.isBonus
    ? entry.selectionLabel
    : `${entry.marketNameKorean} · ${entry.selectionLabel}${entry.line ? ` (${entry.line})` : ''}`;
  return (
    <li
      className={styles.entry}
      data-testid="slip-entry"
      data-selection-id={entry.id}
      data-locked={entry.locked}
      data-changed={entry.changed ?? undefined}
    >
      <span className={styles.match}>
        {entry.leagueNameKorean && `${entry.leagueNameKorean} · `}
        {match}
      </span>
      <span className={styles.pickName}>{pick}</span>
      <span
        className={styles.price}
        data-testid="slip-entry-price"
        data-changed={entry.changed ?? undefined}
      >
        {formatOdds(entry.betPriceHundredths)}
      </span>
      <button
        type="button"
        className={styles.removeButton}
        aria-label={`${pick} ${T.remove}`}
        onClick={() => onRemove(entry.id)}
      >
        ×
      </button>
      {entry.locked && (
        <span className={styles.tag} data-kind="locked">
          {T.locked}
        </span>
      )}
      {!entry.locked && entry.changed && (
        <span className={styles.tag} data-kind={entry.changed}>
          {entry.changed === 'up' ? T.priceUp : T.priceDown}
        </span>
      )}
    </li>
  );
});
