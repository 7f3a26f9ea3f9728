import type { ReactNode } from 'react';
import { Dialog, DIALOG_WIDTH_PX } from './Dialog';
import controls from './controls.module.css';
import styles from './BannerConfirmDialog.module.css';

export type BannerTone = 'blue' | 'red' | 'green' | 'pink';

export interface BannerConfirmDialogProps {
  open: boolean;
  title: string;
  testId: string;
  banner: { title: string; sub: string; tone: BannerTone; testId?: string };
  body: ReactNode;
  text: { cancel: string; confirm: string; busy: string };
  busy: boolean;
  onClose: () => void;
  /** Called in the click itself (a pop-up window opened here keeps the member's gesture). */
  onConfirm: () => void;
  confirmTestId?: string;
}

/**
 * The game-opening pop-ups of spec §2/§4 (European and in-play books, Evolution casino, slot):
 * width 450 (spec §9), a drawn banner, the question, cancel and confirm.
 */
export function BannerConfirmDialog(props: BannerConfirmDialogProps) {
  const { banner, text } = props;
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      width={DIALOG_WIDTH_PX}
      testId={props.testId}
      footer={
        <>
          <button type="button" className={controls.btn} onClick={props.onClose}>
            {text.cancel}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.accent}`}
            disabled={props.busy}
            onClick={props.onConfirm}
            data-autofocus
            data-testid={props.confirmTestId}
          >
            {props.busy ? text.busy : text.confirm}
          </button>
        </>
      }
    >
      <div className={styles.banner} data-tone={banner.tone} data-testid={banner.testId}>
        <strong className={styles.bannerTitle}>{banner.title}</strong>
        <span className={styles.bannerSub}>{banner.sub}</span>
      </div>
      <p className={styles.body}>{props.body}</p>
    </Dialog>
  );
}
