/** What the screen on show is: the base spin, tumble n with its multiplier, free spin i of n. */
import type { SlotFrame } from './slot-frames';

export function stepCaption(frame: SlotFrame | null): string {
  if (!frame) return '';
  if (frame.freeSpin) {
    return `프리스핀 ${frame.freeSpin.number} / ${frame.freeSpin.total} · ×${frame.multiplier}`;
  }
  if (frame.phase === 'cascade') return `텀블 ${frame.index} · ×${frame.multiplier}`;
  return frame.wins.length > 0 ? '당첨!' : '';
}

export function StepCaption({ frame }: { readonly frame: SlotFrame | null }) {
  const text = stepCaption(frame);
  return (
    <p
      className={`pd-step-caption${frame?.freeSpin ? ' pd-step-free' : ''}`}
      data-testid="slot-step"
      aria-live="polite"
    >
      {text}
      {frame && frame.stepWin > 0 && <b> +{frame.stepWin.toLocaleString('ko-KR')}원</b>}
    </p>
  );
}
