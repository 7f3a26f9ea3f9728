import { useRef, useState } from 'react';
import type { SportsBetView } from '../../../../common/contract/sports-bets.contract';
import { COMMON } from '../../../../common/i18n/common.ko';
import { BET_RESULT_TEXT as T } from '../../../../common/i18n/sports-slip.ko';
import { Dialog } from '../../../ui/Dialog';
import controls from '../../../ui/controls.module.css';
import { cancelBet, cashOut, loadCashoutOffer } from './bet-actions';
import styles from './BetResult.module.css';

type Open =
  { kind: 'cancel' } | { kind: 'cashout'; offerWon: number | null; note: string | null } | null;

const newKey = () => crypto.randomUUID();

/**
 * Cancel (only where the server marks the bet `cancellable`) and cash-out (open bets: the
 * server's offer is fetched, confirmed, then accepted at exactly that amount; a changed offer
 * comes back with the refusal and is shown for a new confirmation).
 */
export function BetActions({ bet }: { bet: SportsBetView }) {
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  if (bet.status !== 0 && open === null && message === null) return null;

  const close = () => {
    setOpen(null);
    key.current = null;
  };
  const startCancel = () => {
    key.current = newKey();
    setMessage(null);
    setOpen({ kind: 'cancel' });
  };
  const startCashout = async () => {
    setBusy(true);
    setMessage(null);
    const offer = await loadCashoutOffer(bet.id);
    setBusy(false);
    if ('error' in offer) return setMessage(offer.error);
    if (offer.offerWon === null) return setMessage(offer.reason ?? T.cashoutNone);
    key.current = newKey();
    setOpen({ kind: 'cashout', offerWon: offer.offerWon, note: null });
  };
  const confirm = async () => {
    if (!open || !key.current) return;
    setBusy(true);
    const outcome =
      open.kind === 'cancel'
        ? await cancelBet(bet.id, key.current)
        : await cashOut(bet.id, open.offerWon ?? 0, key.current);
    setBusy(false);
    if (outcome.ok) {
      setMessage(
        open.kind === 'cancel' ? T.cancelled : T.cashoutDone(outcome.bet.cashedOutWon ?? 0),
      );
      close();
      return;
    }
    if (!outcome.retrySameKey) key.current = newKey();
    if (open.kind === 'cashout' && outcome.offerWon !== undefined) {
      // The offer moved: show the new one (or none) for a fresh confirmation.
      if (outcome.offerWon === null) {
        setMessage(outcome.message);
        close();
      } else setOpen({ kind: 'cashout', offerWon: outcome.offerWon, note: outcome.message });
      return;
    }
    setMessage(outcome.message);
    if (!outcome.retrySameKey) close();
  };

  return (
    <>
      {bet.status === 0 && (
        <div className={styles.actions}>
          {bet.cancellable && (
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.danger}`}
              data-testid="bet-cancel"
              disabled={busy}
              onClick={startCancel}
            >
              {T.cancel}
            </button>
          )}
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.accent}`}
            data-testid="bet-cashout"
            disabled={busy}
            onClick={() => void startCashout()}
          >
            {busy && open === null ? T.cashoutLoading : T.cashout}
          </button>
        </div>
      )}
      {message && (
        <p className={styles.message} role="status" data-testid="bet-action-message">
          {message}
        </p>
      )}
      <Dialog
        open={open !== null}
        title={open?.kind === 'cancel' ? T.cancel : T.cashout}
        onClose={close}
        testId="bet-action-dialog"
        footer={
          <>
            <button type="button" className={controls.btn} onClick={close} disabled={busy}>
              {COMMON.cancel}
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.accent}`}
              data-testid="bet-action-confirm"
              onClick={() => void confirm()}
              disabled={busy}
            >
              {COMMON.confirm}
            </button>
          </>
        }
      >
        {open?.kind === 'cashout' && open.note && (
          <p className={styles.message} role="alert">
            {open.note}
          </p>
        )}
        {open?.kind === 'cancel' && <p>{T.cancelConfirm}</p>}
        {open?.kind === 'cashout' && open.offerWon !== null && (
          <p>{T.cashoutConfirm(open.offerWon)}</p>
        )}
      </Dialog>
    </>
  );
}
