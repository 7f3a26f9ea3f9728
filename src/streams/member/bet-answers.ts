import type { SportsBetView } from '../../contract/sports.contract';
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
  const point = sessionStore.getState().user?.point;
  if (typeof answer.emoney === 'number' && point !== undefined) writeBalance(answer.emoney, point);
}
