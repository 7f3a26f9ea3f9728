/**
 * A slot's window (classic-3x3, video-5x3, cascade-5x3): stake, spin, the reels
 * stopping and each screen of the outcome in turn, the win, and the 정보 / 공정성 panels. The
 * provider decides the outcome and moves the money; the page only shows and checks it.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type {
  FairnessView,
  ProviderSession,
  SpinResult,
} from '../../../../common/contract/demo-provider.contract';
import { findSlotGame } from '../../../../common/domain/casino/slots/catalog';
import { formatWon } from '../format';
import { ProviderApiError, type ProviderApi } from '../provider-api';
import type { NoticeTone } from '../shell/GameShell';
import { FairnessPanel, type LastSpinFairness } from './FairnessPanel';
import { ReelsView } from './ReelsView';
import { asSlotOutcome, slotFrames, type SlotFrame } from './slot-frames';
import { SlotInfoPanel } from './SlotInfoPanel';
import { checkOutcome, type OutcomeCheck } from '../fairness-check';
import { completeSpin, recordShownSpin } from './spin-record';
import { SLOT_STAKES } from './stakes';
import { StepCaption } from './StepCaption';
import { prefersReducedMotion, useFramePlayer } from './use-frame-player';

interface SlotGameProps {
  readonly api: ProviderApi;
  readonly session: ProviderSession;
  readonly onBalance: (balance: number) => void;
  readonly notify: (text: string, tone: NoticeTone) => void;
}

/** The reels run at least this long, so a fast answer still reads as a spin. */
const MIN_SPIN_MS = 700;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Panel = 'info' | 'fairness' | null;

export function SlotGame({ api, session, onBalance, notify }: SlotGameProps) {
  const game = findSlotGame(session.game.drawCode) ?? findSlotGame(session.game.code);
  const reducedMotion = useMemo(prefersReducedMotion, []);
  const [stake, setStake] = useState<number>(SLOT_STAKES[0] ?? 1_000);
  const [next, setNext] = useState<FairnessView | null>(session.slot);
  const [spinning, setSpinning] = useState(false);
  const [frames, setFrames] = useState<SlotFrame[] | null>(null);
  const [finalWin, setFinalWin] = useState<number | null>(null);
  const [last, setLast] = useState<LastSpinFairness | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [savingSeed, setSavingSeed] = useState(false);
  const pending = useRef<SpinResult | null>(null);

  const onDone = useCallback(() => {
    const result = pending.current;
    if (!result) return;
    onBalance(result.balance);
    setFinalWin(result.win);
    notify(
      result.win > 0 ? `${formatWon(result.win)} 당첨!` : '다음 기회에…',
      result.win > 0 ? 'ok' : 'info',
    );
  }, [notify, onBalance]);
  const player = useFramePlayer(frames, game?.reels ?? 5, reducedMotion, onDone);
  const busy = spinning || player.playing;

  const spin = useCallback(async () => {
    if (!game || busy) return;
    // What the member sees now is what the spin must be checked against: it is written to the
    // member's own record before the request leaves (docs/fairness.md "The member's record").
    const shown = next;
    const recordId = shown ? recordShownSpin(session.game, shown) : null;
    setSpinning(true);
    setFinalWin(null);
    setFrames(null);
    notify('', 'info');
    try {
      const [result] = await Promise.all([api.spin(stake), wait(reducedMotion ? 0 : MIN_SPIN_MS)]);
      const outcome = asSlotOutcome(result.outcome);
      pending.current = result;
      // The stake left at once; the win is added when the last screen has been shown.
      onBalance(result.balance - result.win);
      setNext(result.next);
      setFrames(outcome ? slotFrames(game, outcome, result.stake) : []);
      if (!outcome) onDone();
      if (recordId) completeSpin(recordId, result);
      setLast({ roundRef: result.roundRef, shown, fairness: result.fairness, check: 'checking' });
      const settle = (check: OutcomeCheck) =>
        setLast((current) =>
          current?.roundRef === result.roundRef ? { ...current, check } : current,
        );
      void checkOutcome(
        session.game.drawCode,
        shown,
        result.fairness.serverSeedHex,
        result.outcome,
      ).then(settle, () => settle('mismatch'));
    } catch (error) {
      notify(
        error instanceof ProviderApiError ? error.message : '스핀을 처리하지 못했습니다.',
        'error',
      );
    } finally {
      setSpinning(false);
    }
  }, [api, busy, game, next, notify, onBalance, onDone, reducedMotion, session.game, stake]);

  const saveSeed = useCallback(
    async (clientSeed: string) => {
      setSavingSeed(true);
      try {
        await api.setClientSeed(clientSeed);
        setNext((current) => (current ? { ...current, clientSeed } : current));
        notify('클라이언트 시드가 변경되었습니다.', 'ok');
        return true;
      } catch (error) {
        notify(
          error instanceof ProviderApiError ? error.message : '시드를 변경하지 못했습니다.',
          'error',
        );
        return false;
      } finally {
        setSavingSeed(false);
      }
    },
    [api, notify],
  );

  if (!game) return <p className="pd-fatal">알 수 없는 슬롯입니다.</p>;
  const shownWin = finalWin ?? player.frame?.totalWin ?? 0;
  const state = spinning ? 'spinning' : player.playing ? 'showing' : 'idle';

  return (
    <div className={`pd-slot pd-slot-${game.code}`} data-testid="slot-game" data-state={state}>
      <div className="pd-slot-stage">
        <StepCaption frame={player.frame} />
        <ReelsView game={game} frame={spinning ? null : player.frame} spinning={spinning} />
      </div>
      <div className="pd-slot-bar">
        <label className="pd-stake">
          <span>베팅액</span>
          <select
            value={stake}
            disabled={busy}
            data-testid="stake-select"
            onChange={(event) => setStake(Number(event.target.value))}
          >
            {SLOT_STAKES.map((value) => (
              <option key={value} value={value}>
                {formatWon(value)}
              </option>
            ))}
          </select>
        </label>
        <div
          className={`pd-slot-win${finalWin !== null && finalWin > 0 ? ' pd-slot-win-big' : ''}`}
        >
          <span>당첨</span>
          <b data-testid="win-amount" data-final={finalWin !== null} data-win={shownWin}>
            {formatWon(shownWin)}
          </b>
        </div>
        <button
          type="button"
          className="pd-spin"
          data-testid="spin-button"
          disabled={busy}
          onClick={() => void spin()}
          aria-label="스핀"
        >
          <svg viewBox="0 0 40 40" aria-hidden="true">
            <path d="M20 6 a14 14 0 1 1 -12.1 7" className="pd-spin-arrow" />
            <path d="M4 8 L9 14 L14 8 Z" className="pd-spin-head" />
          </svg>
          <span>{busy ? '진행 중' : '스핀'}</span>
        </button>
      </div>
      <div className="pd-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={panel === 'info'}
          data-testid="tab-info"
          onClick={() => setPanel(panel === 'info' ? null : 'info')}
        >
          정보
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={panel === 'fairness'}
          data-testid="tab-fairness"
          onClick={() => setPanel(panel === 'fairness' ? null : 'fairness')}
        >
          공정성
        </button>
      </div>
      {panel === 'info' && <SlotInfoPanel game={game} />}
      {panel === 'fairness' && (
        <FairnessPanel next={next} last={last} busy={busy || savingSeed} onSaveSeed={saveSeed} />
      )}
    </div>
  );
}
