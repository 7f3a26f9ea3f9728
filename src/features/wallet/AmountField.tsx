import { formatWon } from '../../../common/domain/format';
import { WALLET } from '../../../common/i18n/wallet.ko';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import controls from '../../ui/controls.module.css';
import { addQuick, parseAmount, QUICK_AMOUNTS, rulesText, type WalletKind } from './amount';
import styles from './Wallet.module.css';

type Props = {
  id: string;
  kind: WalletKind;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
};

/** Amount input with the +1만 … +100만 quick buttons and 정정 (clear). */
export function AmountField({ id, kind, value, onChange, error }: Props) {
  const parsed = parseAmount(value);
  const errorId = `${id}-error`;
  return (
    <FormField
      id={id}
      label={WALLET.amount}
      message={
        <>
          <FieldError id={errorId}>{error}</FieldError>
          <p className={controls.hint}>
            {parsed !== null && Number.isSafeInteger(parsed) ? `${formatWon(parsed)} · ` : ''}
            {rulesText(kind)}
          </p>
        </>
      }
    >
      <div className={styles.amountRow}>
        <input
          id={id}
          name="amountWon"
          className={controls.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder={WALLET.amountPlaceholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...invalidProps(error, errorId)}
        />
        <span>{WALLET.won}</span>
      </div>
      <div className={styles.quick} role="group" aria-label={WALLET.quickGroup}>
        {QUICK_AMOUNTS.map((q) => (
          <button
            key={q.won}
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            onClick={() => onChange(addQuick(value, q.won))}
          >
            {WALLET.quick(q.label)}
          </button>
        ))}
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
          onClick={() => onChange('')}
        >
          {WALLET.reset}
        </button>
      </div>
    </FormField>
  );
}
