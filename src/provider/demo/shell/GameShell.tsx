/**
 * The frame every game window shares: the provider's brand, the game's name, the member's
 * nickname and balance (the provider's view of our wallet, moved by each answer that carries
 * one), and the notice line where refusals and results are spoken.
 */
import type { ReactNode } from 'react';
import { formatWon } from '../format';
import { RealityCheckOverlay } from './RealityCheckOverlay';

export type NoticeTone = 'info' | 'ok' | 'error';

export interface Notice {
  readonly text: string;
  readonly tone: NoticeTone;
}

interface GameShellProps {
  readonly gameName: string;
  readonly nickname: string;
  readonly balance: number;
  readonly notice: Notice | null;
  readonly children: ReactNode;
}

export function GameShell({ gameName, nickname, balance, notice, children }: GameShellProps) {
  return (
    <div className="pd-shell">
      <header className="pd-header">
        <div className="pd-brand" aria-label="데모 게이밍">
          <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
            <circle cx="16" cy="16" r="14" className="pd-brand-ring" />
            <path d="M16 6 L24 16 L16 26 L8 16 Z" className="pd-brand-gem" />
          </svg>
          <span>데모 게이밍</span>
        </div>
        <h1 className="pd-game-name" data-testid="game-name">
          {gameName}
        </h1>
        <div className="pd-wallet">
          <span className="pd-nickname">{nickname}</span>
          <span className="pd-balance-label">보유금액</span>
          <strong className="pd-balance" data-testid="balance">
            {formatWon(balance)}
          </strong>
        </div>
      </header>
      <p
        className={`pd-notice pd-notice-${notice?.tone ?? 'info'}`}
        data-testid="game-notice"
        role="status"
        aria-live="polite"
      >
        {notice?.text ?? ''}
      </p>
      <main className="pd-main">{children}</main>
      <RealityCheckOverlay />
    </div>
  );
}
