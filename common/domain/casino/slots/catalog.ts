/**
 * The demo provider's slot games by code (the lobby's catalogue, the game server and the history's
 * fairness check all look games up here), with their published theoretical RTP.
 */
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
 * Theoretical RTP in basis points (9583 = 95.83 %): exactRtp (rtp.ts) of the published strips,
 * rounded to the nearest basis point. Kept as data because the cascade's enumeration takes
 * seconds; tests/unit/domain/casino recomputes every figure from the strips.
 */
export const SLOT_RTP_BP: Readonly<Record<string, number>> = {
  'classic-3x3': 9583,
  'video-5x3': 9620,
  'cascade-5x3': 9583,
};

/** "95.83 %" for the game's info panel and the lobby. */
export function slotRtpText(code: string): string {
  const bp = SLOT_RTP_BP[code];
  return bp === undefined ? '-' : `${(bp / 100).toFixed(2)} %`;
}
