import { writeStreamStatus } from './connection-writes';
import { writeDialogFlags, clearLoginDraft } from './dialog-writes';
import { clearSession } from './session-writes';
import { writeUnreadCount } from './shell-writes';
import { closedDialogs } from '../stores/dialogs.store';
import { clearSportsMemberState } from './sports-member.stream';

/**
 * Spec §8 "reset": after a forced logout nothing of the member may linger on screen: the session,
 * the unread count, open dialogs and the typed login draft.
 */
export function resetMemberState(): void {
  clearSession();
  writeUnreadCount(0);
  writeDialogFlags(closedDialogs());
  clearLoginDraft();
  writeStreamStatus('bets', 'idle');
  clearSportsMemberState();
}
