/**
 * Live-style baccarat (punto banco) of the demo provider's shared table. The deal and the
 * third-card rules are the minigame's (families/baccarat.ts: a fresh 8-deck shoe per round dealt
 * by lazy Fisher-Yates from the round's stream, player, banker, player, banker, then the third
 * cards), so a member's fairness check recomputes a table round exactly as a minigame round.
 *
 * Returns (stake included, integer won, rounded down):
 * - player 2x; banker floor(1.95 x stake) (even money less 5 % commission); on a tie both push
 *   (stake back);
 * - tie 9x (8:1);
 * - player pair / banker pair (the side's first two cards share a rank) 12x (11:1).
 */
import type { RandomStream } from '../../minigame/random-stream';
import { Shoe } from '../../minigame/cards';
import { playCoup, type BaccaratOutcome } from '../../minigame/families/baccarat';

export type { BaccaratOutcome } from '../../minigame/families/baccarat';
export { bankerDraws, handPoints, cardPoints, playCoup } from '../../minigame/families/baccarat';

export const BACCARAT_BET_KINDS = [
  'player',
  'banker',
  'tie',
  'player_pair',
  'banker_pair',
] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

export interface BaccaratBet {
  readonly kind: BaccaratBetKind;
  /** Stake in won (a positive integer). */
  readonly stake: number;
}

export type BaccaratWinner = BaccaratOutcome['winner'];

/** Deals one round from the round's stream: a fresh 8-deck shoe (no shoe carried between rounds). */
export function dealBaccarat(stream: RandomStream): BaccaratOutcome {
  const shoe = new Shoe(stream);
  return playCoup(() => shoe.deal());
}

export function isPlayerPair(outcome: BaccaratOutcome): boolean {
  return outcome.player[0]?.rank === outcome.player[1]?.rank;
}

export function isBankerPair(outcome: BaccaratOutcome): boolean {
  return outcome.banker[0]?.rank === outcome.banker[1]?.rank;
}

/** What the bet returns in won, stake included (0 when it loses). */
export function baccaratReturn(bet: BaccaratBet, outcome: BaccaratOutcome): number {
  const { stake } = bet;
  switch (bet.kind) {
    case 'player':
      if (outcome.winner === 'tie') return stake;
      return outcome.winner === 'player' ? stake * 2 : 0;
    case 'banker':
      if (outcome.winner === 'tie') return stake;
      // Integer arithmetic: floor(stake * 1.95) without floating-point error.
      return outcome.winner === 'banker' ? Math.floor((stake * 195) / 100) : 0;
    case 'tie':
      return outcome.winner === 'tie' ? stake * 9 : 0;
    case 'player_pair':
      return isPlayerPair(outcome) ? stake * 12 : 0;
    case 'banker_pair':
      return isBankerPair(outcome) ? stake * 12 : 0;
  }
}

/** True for a valid bet shape: a known kind and a positive integer stake. */
export function isValidBaccaratBet(bet: { kind: string; stake: number }): bet is BaccaratBet {
  return (
    (BACCARAT_BET_KINDS as readonly string[]).includes(bet.kind) &&
    Number.isSafeInteger(bet.stake) &&
    bet.stake > 0
  );
}
