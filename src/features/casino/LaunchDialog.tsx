import { useState } from 'react';
import { launchCasinoGame, type CasinoGameView } from '../../api/casino.api';
import { errorCode, errorMessage } from '../../api/errors';
import { closeDialog, extendSessionForCasino } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { effects } from '../../machines/effects';
import { Dialog, DIALOG_WIDTH_PX } from '../../ui/Dialog';
import controls from '../../ui/controls.module.css';
import { CASINO_TEXT } from '../../i18n/casino-pages.ko';
import { launchGame, type LaunchDeps } from './launch-game';
import styles from './LaunchDialog.module.css';

const T = CASINO_TEXT.dialog;

const browserDeps: LaunchDeps = {
  launch: launchCasinoGame,
  openWindow: () => window.open('', '_blank'),
  extendSession: extendSessionForCasino,
  // The server's Korean refusal ({ code, message }); spec §8's text when it gave none.
  messageOf: (error) =>
    errorCode(error) === undefined ? CASINO_TEXT.openFailed : errorMessage(error),
};

type Props = { game: CasinoGameView | null; onDone: () => void };

/**
 * Spec §2/§4: the Evolution casino and slot pop-up dialogs (cancel and confirm, width 450), with
 * the banner of the European / in-play dialog. Confirm opens the game window (launch-game.ts).
 */
export function LaunchDialog({ game, onDone }: Props) {
  const flag = game?.kind === 'slot' ? 'slotGame' : 'evolution';
  const open = useDialog(flag) && game !== null;
  const [busy, setBusy] = useState(false);
  const close = () => {
    closeDialog(flag);
    onDone();
  };
  const confirm = () => {
    if (!game) return;
    setBusy(true);
    // Synchronous up to window.open inside launchGame: the click is the pop-up's user gesture.
    void launchGame(game.id, browserDeps).then((outcome) => {
      setBusy(false);
      close();
      if (!outcome.ok) effects.notify(outcome.message);
    });
  };
  const slot = game?.kind === 'slot';
  return (
    <Dialog
      open={open}
      title={slot ? T.slotTitle : T.casinoTitle}
      onClose={close}
      width={DIALOG_WIDTH_PX}
      testId={slot ? 'slot-launch-dialog' : 'casino-launch-dialog'}
      footer={
        <>
          <button type="button" className={controls.btn} onClick={close}>
            {T.cancel}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.accent}`}
            disabled={busy}
            onClick={confirm}
            data-autofocus
            data-testid="casino-launch-confirm"
          >
            {busy ? T.opening : T.confirm}
          </button>
        </>
      }
    >
      <div className={styles.banner} data-kind={slot ? 'slot' : 'casino'}>
        <strong className={styles.bannerTitle}>{slot ? T.slotBanner : T.casinoBanner}</strong>
        <span className={styles.bannerSub}>{T.bannerSub}</span>
      </div>
      <p className={styles.body}>{T.body(game?.name ?? '')}</p>
    </Dialog>
  );
}
