import { useState } from 'react';
import { closeDialog, openDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { formatWon } from '../../../common/domain/format';
import { WALLET } from '../../../common/i18n/wallet.ko';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { chargeTypeLabel } from '../../ui/wallet/wallet-labels';
import type { CoinDeposit } from './coin-deposit';
import styles from './CoinDeposit.module.css';

const T = WALLET.coin;

/**
 * Spec §4 'coin deposit' dialog (width 450, §9): where to send the coins, on which network, for
 * how many won. '입금 완료' hands over to the confirm dialog, which asks for the transaction hash.
 */
export function CoinDepositDialog({ deposit }: { deposit: CoinDeposit | null }) {
  const open = useDialog('coinDeposit');
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);
  const close = () => {
    setCopied(null);
    closeDialog('coinDeposit');
  };
  if (!deposit) return null;
  const { wallet } = deposit;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(wallet.address);
      setCopied({ ok: true, text: T.copied });
    } catch {
      setCopied({ ok: false, text: T.copyFailed });
    }
  };

  return (
    <Dialog
      open={open}
      title={T.depositTitle}
      onClose={close}
      testId="coin-deposit-dialog"
      footer={
        <>
          <button type="button" className={controls.btn} onClick={close}>
            {T.cancel}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.accent}`}
            onClick={() => {
              setCopied(null);
              closeDialog('coinDeposit');
              openDialog('coinDepositConfirm');
            }}
          >
            {T.paid}
          </button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={controls.hint}>{T.depositLead}</p>
        <dl className={styles.facts}>
          <dt>{T.chargeType}</dt>
          <dd>{chargeTypeLabel(wallet.chargeType)}</dd>
          <dt>{T.network}</dt>
          <dd data-testid="coin-network">{wallet.network}</dd>
          <dt>{T.amount}</dt>
          <dd data-testid="coin-amount">{formatWon(deposit.amountWon)}</dd>
          <dt>{T.address}</dt>
          <dd>
            <code className={styles.address} data-testid="coin-address">
              {wallet.address}
            </code>
          </dd>
        </dl>
        <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={onCopy}>
          {T.copy}
        </button>
        {copied ? (
          <Notice role="status" error={!copied.ok}>
            {copied.text}
          </Notice>
        ) : null}
        <Notice>{T.networkWarning(wallet.network)}</Notice>
        <p className={controls.hint}>{T.operatorCheck}</p>
      </div>
    </Dialog>
  );
}
