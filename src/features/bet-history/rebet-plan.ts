import type { MinigameEvents, MinigameSetting } from '../../../common/contract/minigame.contract';

/**
 * Spec §4 re-bet: the same pick and stake again, on the round open now. What the dialog may
 * offer, decided from the game's setting and its current round as the server reports them
 * (the server's clock, not the browser's, says whether betting is still open).
 */
export type ReBetPlan =
  | { ok: true; roundId: string; roundNo: number; oddsHundredths: number }
  | { ok: false; reason: 'maintenance' | 'noRound' | 'noOdds' };

export function reBetPlan(
  setting: MinigameSetting,
  events: MinigameEvents,
  selectionKey: string,
): ReBetPlan {
  if (setting.systemMaintenanceFlg) return { ok: false, reason: 'maintenance' };
  const round = events.current;
  const now = Date.parse(events.serverTime);
  if (
    !round ||
    round.status !== 'open' ||
    Date.parse(round.opensAt) > now ||
    Date.parse(round.closesAt) <= now
  ) {
    return { ok: false, reason: 'noRound' };
  }
  const oddsHundredths = setting.odds[selectionKey];
  if (oddsHundredths === undefined) return { ok: false, reason: 'noOdds' };
  return { ok: true, roundId: round.roundId, roundNo: round.roundNo, oddsHundredths };
}
