import { useState } from 'react';
import { launchCasinoGame, type CasinoGameView } from '../../api/casino.api';
import { errorCode, errorMessage } from '../../api/errors';
import { closeDialog, extendSessionForCasino } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { effects } from '../../machines/effects';
import { BannerConfirmDialog } from '../../ui/BannerConfirmDialog';
import { CASINO_TEXT } from '../../../common/i18n/casino-pages.ko';
import { launchGame, type LaunchDeps } from './launch-game';

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
    <BannerConfirmDialog
      open={open}
      title={slot ? T.slotTitle : T.casinoTitle}
      testId={slot ? 'slot-launch-dialog' : 'casino-launch-dialog'}
      banner={{
        title: slot ? T.slotBanner : T.casinoBanner,
        sub: T.bannerSub,
        tone: slot ? 'pink' : 'green',
      }}
      body={T.body(game?.name ?? '')}
      text={{ cancel: T.cancel, confirm: T.confirm, busy: T.opening }}
      busy={busy}
      onClose={close}
      onConfirm={confirm}
      confirmTestId="casino-launch-confirm"
    />
  );
}
