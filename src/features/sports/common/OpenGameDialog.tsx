import { useState } from 'react';
import { closeDialog } from '../../../app/commands';
import { useDialog } from '../../../app/hooks';
import { effects } from '../../../machines/effects';
import { OPEN_GAME as T } from '../../../i18n/sports-pages.ko';
import { Dialog, DIALOG_WIDTH_PX } from '../../../ui/Dialog';
import controls from '../../../ui/controls.module.css';
import { openGame, type OpenGameType } from './open-game';
import styles from './OpenGameDialog.module.css';

type Kind = { flag: 'europeConfirm' | 'inplayConfirm'; type: OpenGameType };

const KINDS: readonly Kind[] = [
  { flag: 'europeConfirm', type: 'EU' },
  { flag: 'inplayConfirm', type: 'IN' },
];

function ConfirmDialog({ flag, type }: Kind) {
  const open = useDialog(flag);
  const [busy, setBusy] = useState(false);
  const close = () => closeDialog(flag);
  const europe = type === 'EU';
  const confirm = async () => {
    setBusy(true);
    const opened = await openGame(type);
    setBusy(false);
    close();
    // Spec §8: an external game that fails to open.
    if (!opened) effects.notify(T.failed);
  };
  return (
    <Dialog
      open={open}
      title={europe ? T.europeTitle : T.inplayTitle}
      onClose={close}
      width={DIALOG_WIDTH_PX}
      testId={europe ? 'europe-confirm-dialog' : 'inplay-confirm-dialog'}
      footer={
        <>
          <button type="button" className={controls.btn} onClick={close}>
            {T.cancel}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.accent}`}
            disabled={busy}
            onClick={() => void confirm()}
            data-autofocus
          >
            {busy ? T.opening : T.confirm}
          </button>
        </>
      }
    >
      <div className={styles.banner} data-kind={type} data-testid="open-game-banner">
        <strong className={styles.bannerTitle}>{europe ? T.bannerEurope : T.bannerInplay}</strong>
        <span className={styles.bannerSub}>{T.bannerSub}</span>
      </div>
      <p className={styles.body}>{T.body}</p>
    </Dialog>
  );
}

/**
 * The 'europe and in-play confirm' dialogs of spec §4 (width 450, spec §9): a banner, cancel and
 * confirm; confirm opens the book in a new window through kosca/opengame (spec §7).
 */
export function OpenGameDialogs() {
  return (
    <>
      {KINDS.map((kind) => (
        <ConfirmDialog key={kind.flag} {...kind} />
      ))}
    </>
  );
}
