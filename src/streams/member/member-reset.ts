import { writeStreamStatus } from '../sse/connection-writes';
import { writeDialogFlags, clearLoginDraft } from '../shell/dialog-writes';
import { clearSession } from './session-writes';
import { writeUnreadCount } from '../shell/shell-writes';
import { clearSportsMemberState } from '../sports/sports-member.stream';
import { closedDialogs } from '../../stores/dialogs.store';
import { minigameBetsStore } from '../../stores/minigame-bets.store';
import { walletStore } from '../../stores/wallet.store';

/**
 * What the streams hold of one member besides the session: the unread count, the charge and
 * exchange requests reported live, the member's minigame and sports bets and slips, and the bets
 * stream.
 * Every way out of a session clears it (logout, expiry, any spec §8 outcome), so whoever logs in
 * next on this browser starts with nothing of the previous member. A store added for member data
 * belongs here too.
 */
export function clearMemberData(): void {
  writeUnreadCount(0);
  walletStore.setState({ live: {} });
  minigameBetsStore.setState({ bets: {} });
  clearSportsMemberState(); // sports bets and the slips
  writeStreamStatus('bets', 'idle');
}

/**
 * Spec §8 "reset": after a forced logout nothing of the member may linger on screen: the session,
 * the member's data, open dialogs and the typed login draft.
 */
export function resetMemberState(): void {
  clearSession();
  clearMemberData();
  writeDialogFlags(closedDialogs());
  clearLoginDraft();
}
