import { useState, type FormEvent } from 'react';
import { closeDialog, openDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { normalizeTxHash } from '../../../common/contract/wallet.contract';
import { formatWon } from '../../../common/domain/format';
import { WALLET } from '../../../common/i18n/wallet.ko';
import { errorMessage } from '../../api/errors';
import { Dialog } from '../../ui/Dialog';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import type { CoinDeposit } from './coin-deposit';
import styles from './CoinDeposit.module.css';

const T = WALLET.coin;

type Props = {
  deposit: CoinDeposit | null;
  /** Sends the charge request with this hash; a refusal is thrown and shown here. */
  onSubmit: (txHash: string) => Promise<void>;
};

/**
 * Spec §4 'coin deposit confirm' dialog: the member types the transaction hash of the payment;
 * the format is checked here first (the server checks it again and refuses duplicates).
 */
export function CoinDepositConfirmDialog({ deposit, onSubmit }: Props) {
  const open = useDialog('coinDepositConfirm');
  const [txHash, setTxHash] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!deposit) return null;

  const reset = () => {
    setTxHash('');
    setFieldError(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    closeDialog('coinDepositConfirm');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const typed = txHash.trim();
    const error = !typed ? T.txHashRequired : normalizeTxHash(typed) ? null : T.txHashInvalid;
    setFieldError(error);
    if (error) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(typed);
      reset();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={T.confirmTitle}
      onClose={close}
      testId="coin-deposit-confirm-dialog"
      footer={
        <>
          <button
            type="button"
            className={controls.btn}
            disabled={busy}
            onClick={() => {
              closeDialog('coinDepositConfirm');
              openDialog('coinDeposit');
            }}
          >
            {T.back}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.accent}`}
            disabled={busy}
            onClick={() => void submit()}
          >
            {busy ? T.submitting : T.submit}
          </button>
        </>
      }
    >
      <form className={styles.body} noValidate onSubmit={(e) => void submit(e)}>
        <p className={controls.hint}>
          {T.confirmLead} ({deposit.wallet.network}, {formatWon(deposit.amountWon)})
        </p>
        <FormField
          id="coin-tx-hash"
          label={T.txHash}
          message={<FieldError id="coin-tx-hash-error">{fieldError}</FieldError>}
        >
          <input
            id="coin-tx-hash"
            name="txHash"
            className={controls.input}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            placeholder={T.txHashPlaceholder}
            value={txHash}
            onChange={(e) => {
              setTxHash(e.target.value);
              setFieldError(null);
            }}
            {...invalidProps(fieldError, 'coin-tx-hash-error')}
          />
        </FormField>
        {failure ? <Notice error>{failure}</Notice> : null}
        <p className={controls.hint}>{T.operatorCheck}</p>
      </form>
    </Dialog>
  );
}
