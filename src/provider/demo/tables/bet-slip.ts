/**
 * The chips a member has put on a table's spots before confirming them (chip selector,
 * bets placed → POST …/tables/:gameCode/bets). A spot is keyed by its bet: `player`, `red`,
 * `straight:17`, `split:1-2`, `dozen:3`… Stakes are integer won; one spot holds at most the
 * provider's maximum stake (DEMO_MAX_STAKE), so a click past it is refused here, not by the server.
 */
import { DEMO_MAX_STAKE } from '../../../../common/contract/demo-provider.contract';

export interface PendingBet {
  readonly kind: string;
  /** Roulette only: the numbers, the dozen/column ordinal, or [] (even chances). */
  readonly numbers?: readonly number[];
  readonly stake: number;
}

/** Spot key → staked won. */
export type BetSlip = Readonly<Record<string, number>>;

export const EMPTY_SLIP: BetSlip = {};

export function spotKey(kind: string, numbers: readonly number[] = []): string {
  return numbers.length === 0 ? kind : `${kind}:${numbers.join('-')}`;
}

export function parseSpotKey(key: string): { kind: string; numbers: number[] } {
  const [kind = '', list] = key.split(':');
  return { kind, numbers: list ? list.split('-').map(Number) : [] };
}

export interface ChipAdded {
  readonly slip: BetSlip;
  /** False when the spot already holds the maximum (nothing added). */
  readonly added: boolean;
}

/** Adds a chip to a spot, up to the maximum stake per spot (the last chip is trimmed to fit). */
export function addChip(slip: BetSlip, key: string, chip: number): ChipAdded {
  const now = slip[key] ?? 0;
  const next = Math.min(DEMO_MAX_STAKE, now + chip);
  if (next === now) return { slip, added: false };
  return { slip: { ...slip, [key]: next }, added: true };
}

export function slipTotal(slip: BetSlip): number {
  return Object.values(slip).reduce((sum, stake) => sum + stake, 0);
}

/** The bets to send: baccarat spots carry no numbers, roulette spots always do. */
export function slipBets(slip: BetSlip, table: 'baccarat' | 'roulette'): PendingBet[] {
  return Object.entries(slip)
    .filter(([, stake]) => stake > 0)
    .map(([key, stake]) => {
      const { kind, numbers } = parseSpotKey(key);
      return table === 'baccarat' ? { kind, stake } : { kind, numbers, stake };
    });
}

/** Confirmed bets (the table's myBets) summed per spot, for the chips drawn on the layout. */
export function stakesBySpot(bets: readonly PendingBet[]): BetSlip {
  const sums: Record<string, number> = {};
  for (const bet of bets) {
    const key = spotKey(bet.kind, bet.numbers ?? []);
    sums[key] = (sums[key] ?? 0) + bet.stake;
  }
  return sums;
}
