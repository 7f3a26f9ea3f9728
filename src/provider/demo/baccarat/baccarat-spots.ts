/**
 * The baccarat layout's spots with their payouts as printed on the felt (returns in
 * common/domain/casino/tables/baccarat.ts: banker pays 0.95 after the 5 % commission).
 */
import type { BaccaratBetKind } from '../../../../common/domain/casino/tables/baccarat';

export interface BaccaratSpot {
  readonly kind: BaccaratBetKind;
  readonly label: string;
  readonly payout: string;
}

/** Side bets first (the top row of the felt), then the three main spots. */
export const BACCARAT_SPOTS: readonly BaccaratSpot[] = [
  { kind: 'player_pair', label: '플레이어 페어', payout: '11:1' },
  { kind: 'tie', label: '타이', payout: '8:1' },
  { kind: 'banker_pair', label: '뱅커 페어', payout: '11:1' },
  { kind: 'player', label: '플레이어', payout: '1:1' },
  { kind: 'banker', label: '뱅커', payout: '0.95:1' },
];

export const WINNER_LABELS = { player: '플레이어 승', banker: '뱅커 승', tie: '타이' } as const;
