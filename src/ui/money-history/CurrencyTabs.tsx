import { useId } from 'react';
import {
  STATEMENT_CURRENCIES,
  type StatementCurrency,
} from '../../../common/contract/points.contract';
import { MONEY_HISTORY } from '../../../common/i18n/money-history.ko';
import styles from './MoneyHistory.module.css';

type Props = {
  value: StatementCurrency;
  onChange: (currency: StatementCurrency) => void;
  /** Id of the panel the tabs control. */
  panelId: string;
};

/** 머니 / 포인트 switch of a history dialog. */
export function CurrencyTabs({ value, onChange, panelId }: Props) {
  const baseId = useId();
  return (
    <div role="tablist" aria-label={MONEY_HISTORY.tabsLabel} className={styles.tabs}>
      {STATEMENT_CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          role="tab"
          id={`${baseId}-${currency}`}
          aria-selected={value === currency}
          aria-controls={panelId}
          className={styles.tab}
          data-testid={`history-tab-${currency}`}
          onClick={() => onChange(currency)}
        >
          {MONEY_HISTORY.open[currency]}
        </button>
      ))}
    </div>
  );
}
