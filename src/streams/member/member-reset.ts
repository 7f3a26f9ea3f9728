import { streamClosedForLogout } from '../sse/connection-inputs';
import { resetMinigameBets } from '../minigame/minigame.stream';
import { dialogsReset, unreadCountCleared } from '../shell/shell-inputs';
import { clearSportsMemberState } from '../sports/sports-member.stream';
import { clearSession } from './session-writes';
import { clearWalletRequests } from './wallet-writes';

/**
 * What the streams hold of one member besides the session: the unread count, the charge and
 * exchange requests reported live, the member's minigame and sports bets and slips, and the bets
 * stream.
 * Every way out of a session clears it (logout, expiry, any spec §8 outcome), so whoever logs in
 * next on this browser starts with nothing of the previous member. A store added for member data
 * belongs here too: each store is cleared by its own stream folder (docs/architecture.md §2), this file
 * only asks them.
 */
export function clearMemberData(): void {
  unreadCountCleared();
  clearWalletRequests();
  resetMinigameBets();
  clearSportsMemberState(); // sports bets and the slips
  streamClosedForLogout('bets');
}

/**
 * Spec §8 "reset": after a forced logout nothing of the member may linger on screen: the session,
 * the member's data, open dialogs and the typed login draft.
 */
export function resetMemberState(): void {
  clearSession();
  clearMemberData();
  dialogsReset();
}
