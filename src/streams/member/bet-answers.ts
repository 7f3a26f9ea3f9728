import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import { sessionStore } from '../../stores/session.store';
import { writeSportsBets } from '../sports/sports-bets.stream';
import { writeBalance } from './session-writes';

/**
 * The answer to the member's own bet call (a placement, a cancel, a cash-out) is the same news the
 * bets stream brings a moment later: the bet and the cash balance. Both go into the stores through
 * the writers the stream uses, and those write only a change, so the bet and the balance reach
 * their stores once whichever of the two arrives first.
 */
export function recordBetAnswer(answer: { bet: SportsBetView; emoney?: unknown }): void {
  writeSportsBets([answer.bet]);
  if (typeof answer.emoney === 'number') recordAnsweredBalance(answer.emoney);
}

/**
 * The cash balance a bet call answered with (a sports or a minigame bet: the minigame stream
 * records its own bet and hands the balance here, where the session store's writer lives).
 */
export function recordAnsweredBalance(emoney: number): void {
  const point = sessionStore.getState().user?.point;
  if (point !== undefined) writeBalance(emoney, point);
}
