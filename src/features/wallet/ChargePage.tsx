import { useState, type FormEvent } from 'react';
import { fetchCoinAddresses, requestCharge } from '../../api/wallet.api';
import { closeDialog, openDialog } from '../../app/commands';
import { useUser } from '../../app/hooks';
import { isCoinChargeType } from '../../../common/contract/wallet.contract';
import { formatWon } from '../../../common/domain/format';
import { WALLET } from '../../../common/i18n/wallet.ko';
import { errorMessage } from '../../api/errors';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { LoginRequired } from '../../ui/LoginRequired';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { chargeTypeLabel } from '../../ui/wallet/wallet-labels';
import { amountError, CHARGE_TYPES, DEFAULT_CHARGE_TYPE, parseAmount } from './amount';
import type { CoinDeposit } from './coin-deposit';
import { CoinDepositConfirmDialog } from './CoinDepositConfirmDialog';
import { CoinDepositDialog } from './CoinDepositDialog';
import { RequestForm } from './RequestForm';
import { useWalletHistory } from './use-wallet-history';
import { WalletHistory } from './WalletHistory';
import styles from './Wallet.module.css';

const T = WALLET.charge;

type Errors = { amount: string | null; depositor: string | null };

/** `/charge`: a deposit request (amount, depositor name, charge type) and the member's charges. */
export function ChargePage() {
  const user = useUser();
  if (!user) return <LoginRequired message={WALLET.loginRequired} />;
  return <ChargeContent />;
}

function ChargeContent() {
  const history = useWalletHistory('charge');
  const [amount, setAmount] = useState('');
  const [depositor, setDepositor] = useState('');
  const [chargeType, setChargeType] = useState(DEFAULT_CHARGE_TYPE);
  const [errors, setErrors] = useState<Errors>({ amount: null, depositor: null });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // The operator's wallet per coin type; a type without one is shown disabled. If the
  // list cannot be loaded, every coin type counts as not ready (the server refuses them anyway).
  const coinWallets = useAsync(fetchCoinAddresses, []);
  const coinWallet = (type: number) =>
    coinWallets.data?.addresses.find((a) => a.chargeType === type) ?? null;
  const coinReady = (type: number) => !isCoinChargeType(type) || coinWallet(type) !== null;
  const [coin, setCoin] = useState<CoinDeposit | null>(null);

  const charged = (amountWon: number) => {
    setNotice({ ok: true, text: T.done(formatWon(amountWon)) });
    setAmount('');
    history.reload();
  };

  /** Confirm dialog → the charge request with the hash; a refusal stays in the dialog. */
  const submitCoin = async (txHash: string) => {
    if (!coin) return;
    const { request } = await requestCharge({
      amountWon: coin.amountWon,
      depositorName: coin.depositorName,
      chargeType: coin.wallet.chargeType,
      txHash,
      idempotencyKey: coin.idempotencyKey,
    });
    closeDialog('coinDepositConfirm');
    setCoin(null);
    charged(request.amountWon);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amountWon = parseAmount(amount);
    const next: Errors = {
      amount: amountError(amountWon, 'charge'),
      depositor: depositor.trim() ? null : T.depositorRequired,
    };
    setErrors(next);
    if (next.amount || next.depositor || amountWon === null) return;
    setNotice(null);
    if (isCoinChargeType(chargeType)) {
      // Spec §4: a coin charge goes through the deposit and confirm dialogs, not straight out.
      const wallet = coinWallet(chargeType);
      if (!wallet) {
        setNotice({ ok: false, text: T.coinUnavailableHint });
        return;
      }
      setCoin({
        amountWon,
        depositorName: depositor.trim(),
        wallet,
        idempotencyKey: crypto.randomUUID(),
      });
      openDialog('coinDeposit');
      return;
    }
    setBusy(true);
    try {
      // A new key per submit: the server answers a replay of the same submit with the same request.
      const { request } = await requestCharge({
        amountWon,
        depositorName: depositor.trim(),
        chargeType,
        idempotencyKey: crypto.randomUUID(),
      });
      charged(request.amountWon);
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="charge-page">
      <RequestForm
        kind="charge"
        texts={T}
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
          id="charge-depositor"
          label={T.depositorName}
          message={<FieldError id="charge-depositor-error">{errors.depositor}</FieldError>}
        >
          <input
            id="charge-depositor"
            name="depositorName"
            className={controls.input}
            maxLength={30}
            autoComplete="name"
            placeholder={T.depositorPlaceholder}
            value={depositor}
            onChange={(e) => {
              setDepositor(e.target.value);
              setErrors((x) => ({ ...x, depositor: null }));
            }}
            {...invalidProps(errors.depositor, 'charge-depositor-error')}
          />
        </FormField>
        <FormField
          id="charge-type"
          label={T.chargeType}
          message={
            chargeType !== DEFAULT_CHARGE_TYPE ? (
              <p className={controls.hint}>{T.coinHint}</p>
            ) : null
          }
        >
          <select
            id="charge-type"
            name="chargeType"
            className={controls.input}
            value={chargeType}
            onChange={(e) => setChargeType(Number(e.target.value))}
          >
            {CHARGE_TYPES.map((type) => (
              <option key={type} value={type} disabled={!coinReady(type)}>
                {coinReady(type)
                  ? chargeTypeLabel(type)
                  : `${chargeTypeLabel(type)} (${T.coinUnavailable})`}
              </option>
            ))}
          </select>
        </FormField>
      </RequestForm>
      <WalletHistory kind="charge" history={history} onCancelled={history.reload} />
      <CoinDepositDialog deposit={coin} />
      <CoinDepositConfirmDialog deposit={coin} onSubmit={submitCoin} />
    </div>
  );
}
