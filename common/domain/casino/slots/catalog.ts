/**
 * The demo provider's slot games by code (the lobby's catalogue, the game server and the history's
 * fairness check all look games up here), with their published theoretical RTP.
 */
import { SLOT_EXACT_RTP } from '../market-probabilities';
import type { SlotGame } from '../types';
import { cascade5x3 } from './cascade-5x3';
import { classic3x3 } from './classic-3x3';
import { video5x3 } from './video-5x3';

export const SLOT_GAMES: readonly SlotGame[] = [classic3x3, video5x3, cascade5x3];

export const SLOT_CATALOG: Readonly<Record<string, SlotGame>> = Object.fromEntries(
  SLOT_GAMES.map((game) => [game.code, game]),
);

export function findSlotGame(code: string): SlotGame | undefined {
  return SLOT_CATALOG[code];
}

/**
 * Theoretical RTP in basis points (9583 = 95.83 %): the exact RTP of the published strips (stated
 * in market-probabilities.ts, as exactRtp in rtp.ts enumerates it; the cascade's enumeration takes
 * seconds, so the figure is stated and tests/unit/domain/casino recomputes it), rounded to the
 * nearest basis point.
 */
export const SLOT_RTP_BP: Readonly<Record<string, number>> = Object.fromEntries(
  SLOT_GAMES.map((game) => {
    // rtpBasisPoints of rtp.ts, written out so the pages do not load the enumerations.
    const { numerator, denominator } = SLOT_EXACT_RTP[game.code]!;
    return [game.code, Number((numerator * 10_000n + denominator / 2n) / denominator)];
  }),
);

/** "95.83 %" for the game's info panel and the lobby. */
export function slotRtpText(code: string): string {
  const bp = SLOT_RTP_BP[code];
  return bp === undefined ? '-' : `${(bp / 100).toFixed(2)} %`;
}
