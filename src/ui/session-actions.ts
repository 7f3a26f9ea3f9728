import { useCallback } from 'react';
import { logout, openDialog } from '../app/commands';

/**
 * Opens a sign-up dialog. The dialogs machine applies spec §4/§5: it closes the login dialog
 * first, and refuses with the 'sign-up closed' alert while `joinStartEndFlg` is set.
 */
export function openJoinDialog(kind: 'join' | 'recommenderJoin'): void {
  openDialog(kind);
}

/**
 * Logout of spec §4. The session machine clears the user, closes the user-info dialog and goes
 * to /login; the hook only gives components a stable handler.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(() => logout(), []);
}
