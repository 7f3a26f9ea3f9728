/**
 * One card, drawn (art is SVG/CSS, never downloaded). Cards are 0..51 as rank and suit
 * (common/domain/minigame/cards.ts: suit 0 spades, 1 hearts, 2 diamonds, 3 clubs).
 */
import type { CSSProperties } from 'react';
import type { BaccaratOutcome } from '../../../../common/domain/casino/tables/baccarat';

export type Card = BaccaratOutcome['player'][number];

const RANKS: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUITS = ['♠', '♥', '♦', '♣'] as const;
const SUIT_NAMES = ['스페이드', '하트', '다이아몬드', '클로버'] as const;

export function rankText(rank: number): string {
  return RANKS[rank] ?? String(rank);
}

interface PlayingCardProps {
  readonly card: Card;
  /** Position in the deal (0 = first card out of the shoe): staggers the deal animation. */
  readonly dealIndex: number;
  readonly sideways?: boolean;
}

export function PlayingCard({ card, dealIndex, sideways }: PlayingCardProps) {
  const red = card.suit === 1 || card.suit === 2;
  const suit = SUITS[card.suit] ?? '?';
  const rank = rankText(card.rank);
  // The delay is data per card; the keyframes (and their reduced-motion variant) live in the CSS.
  const style = { '--deal-index': dealIndex } as CSSProperties;
  return (
    <svg
      viewBox="0 0 60 84"
      className={`pd-card${red ? ' pd-card-red' : ''}${sideways ? ' pd-card-sideways' : ''}`}
      style={style}
      role="img"
      aria-label={`${SUIT_NAMES[card.suit] ?? ''} ${rank}`}
      data-testid="card"
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="pd-card-face" />
      <text x="7" y="18" className="pd-card-rank">
        {rank}
      </text>
      <text x="7" y="31" className="pd-card-suit-small">
        {suit}
      </text>
      <text x="30" y="56" textAnchor="middle" className="pd-card-suit">
        {suit}
      </text>
    </svg>
  );
}
