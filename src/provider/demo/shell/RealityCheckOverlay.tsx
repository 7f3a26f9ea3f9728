/**
 * The operator's reality check inside the game window (RTS 13): the session's elapsed
 * time, stakes, returns and net result, "계속하기" or "로그아웃", and the operator's history
 * link. Play waits behind it; the site's own dialog closes with it.
 */
import { useEffect, useRef, useState } from 'react';
import { formatWon } from '../format';
import { openOperatorLink, type OperatorLink, type RealityCheckFigures } from './operator-messages';

const duration = (totalSec: number): string => {
  const hours = Math.floor(totalSec / 3600);
  const minutes = Math.floor((totalSec % 3600) / 60);
  return hours > 0 ? `${hours}시간 ${minutes}분` : `${minutes}분`;
};

export function RealityCheckOverlay() {
  const [figures, setFigures] = useState<RealityCheckFigures | null>(null);
  const link = useRef<OperatorLink | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    link.current = openOperatorLink((message) =>
      setFigures(message.type === 'realityCheck' ? message.figures : null),
    );
    return () => link.current?.close();
  }, []);

  useEffect(() => {
    if (figures) continueButton.current?.focus();
  }, [figures]);

  if (!figures) return null;

  const onContinue = () => {
    link.current?.answer('realityCheckContinue');
    setFigures(null);
  };
  const onLogout = () => {
    link.current?.answer('realityCheckLogout');
    setFigures(null);
    // The site logs the member out; the game cannot go on without its player.
    window.close();
  };
  const rows: [string, string, string][] = [
    ['이용 시간', duration(figures.elapsedSec), 'game-reality-elapsed'],
    ['베팅 금액', formatWon(figures.stakesWon), 'game-reality-stakes'],
    ['당첨·환급 금액', formatWon(figures.returnsWon), 'game-reality-returns'],
    ['손익', formatWon(figures.netWon), 'game-reality-net'],
  ];

  return (
    <div className="pd-reality-backdrop">
      <div
        className="pd-reality"
        role="dialog"
        aria-modal="true"
        aria-labelledby="pd-reality-title"
        data-testid="game-reality-check"
      >
        <h2 id="pd-reality-title">이용 시간 알림</h2>
        <p>지금까지의 이용 내역입니다. 계속 이용하시겠습니까?</p>
        <dl>
          {rows.map(([label, value, testId]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
        <a href={figures.historyUrl} target="_blank" rel="noreferrer">
          베팅 내역 보기
        </a>
        <div className="pd-reality-actions">
          <button
            ref={continueButton}
            type="button"
            className="pd-button pd-button-primary"
            onClick={onContinue}
          >
            계속하기
          </button>
          <button type="button" className="pd-button pd-button-ghost" onClick={onLogout}>
            로그아웃
          </button>
        </div>
      </div>
    </div>
  );
}
