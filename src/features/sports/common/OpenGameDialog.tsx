import { useState } from 'react';
import { closeDialog } from '../../../app/commands';
import { useDialog } from '../../../app/hooks';
import { effects } from '../../../machines/effects';
import { OPEN_GAME as T } from '../../../../common/i18n/sports-pages.ko';
import { BannerConfirmDialog } from '../../../ui/BannerConfirmDialog';
import { openGame, type OpenGameType } from './open-game';

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
    <BannerConfirmDialog
      open={open}
      title={europe ? T.europeTitle : T.inplayTitle}
      testId={europe ? 'europe-confirm-dialog' : 'inplay-confirm-dialog'}
      banner={{
        title: europe ? T.bannerEurope : T.bannerInplay,
        sub: T.bannerSub,
        tone: europe ? 'blue' : 'red',
        testId: 'open-game-banner',
      }}
      body={T.body}
      text={{ cancel: T.cancel, confirm: T.confirm, busy: T.opening }}
      busy={busy}
      onClose={close}
      onConfirm={() => void confirm()}
    />
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
