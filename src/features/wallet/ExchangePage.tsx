import { useState, type FormEvent } from 'react';
import { requestExchange } from '../../api/wallet.api';
import { refreshUser } from '../../app/commands';
import { useUser } from '../../app/hooks';
import { formatWon } from '../../../common/domain/format';
import { WALLET } from '../../../common/i18n/wallet.ko';
import { errorMessage } from '../../api/errors';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { LoginRequired } from '../../ui/LoginRequired';
import controls from '../../ui/controls.module.css';
import { amountError, parseAmount } from './amount';
import { BankAccountCard } from './BankAccountCard';
import { RequestForm } from './RequestForm';
import { useWalletHistory } from './use-wallet-history';
import { WalletHistory } from './WalletHistory';
import styles from './Wallet.module.css';

const T = WALLET.exchange;

type Errors = { amount: string | null; password: string | null };

/** `/exchange`: a withdrawal request (reserved from cash at once) and the member's exchanges. */
export function ExchangePage() {
  const user = useUser();
  if (!user) return <LoginRequired message={WALLET.loginRequired} />;
  return <ExchangeContent emoney={user.emoney} />;
}

function ExchangeContent({ emoney }: { emoney: number }) {
  const history = useWalletHistory('exchange');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({ amount: null, password: null });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amountWon = parseAmount(amount);
    const next: Errors = {
      amount: amountError(amountWon, 'exchange', emoney),
      password: password ? null : T.withdrawPasswordRequired,
    };
    setErrors(next);
    if (next.amount || next.password || amountWon === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const { request } = await requestExchange({
        amountWon,
        withdrawPassword: password,
        idempotencyKey: crypto.randomUUID(),
      });
      setNotice({ ok: true, text: T.done(formatWon(request.amountWon)) });
      setAmount('');
      setPassword('');
      // The amount was reserved: the balance event follows, and the user record is fetched now.
      refreshUser();
      history.reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const onCancelled = () => {
    refreshUser();
    history.reload();
  };

  return (
    <div className={styles.page} data-testid="exchange-page">
      <RequestForm
        kind="exchange"
        texts={T}
        summary={
          <div>
            <span className={controls.label}>{T.cash}</span>{' '}
            <strong className={styles.cash} data-testid="exchange-cash">
              {formatWon(emoney)}
            </strong>
          </div>
        }
        pendingWon={history.pending?.amountWon ?? null}
        amount={amount}
        onAmountChange={(v) => {
          setAmount(v);
          setErrors((e) => ({ ...e, amount: null }));
        }}
        amountError={errors.amount}
        notice={notice}
        busy={busy}
        onSubmit={onSubmit}
      >
        <FormField
          id="exchange-password"
          label={T.withdrawPassword}
          message={<FieldError id="exchange-password-error">{errors.password}</FieldError>}
        >
          <input
            id="exchange-password"
            name="withdrawPassword"
            type="password"
            className={controls.input}
            autoComplete="off"
            maxLength={100}
            placeholder={T.withdrawPasswordPlaceholder}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: null }));
            }}
            {...invalidProps(errors.password, 'exchange-password-error')}
          />
        </FormField>
      </RequestForm>
      {/* The account the exchange is paid to, registered once and changed with a check. */}
      <BankAccountCard />
      <WalletHistory kind="exchange" history={history} onCancelled={onCancelled} />
    </div>
  );
}
