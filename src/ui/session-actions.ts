import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { closeDialog, logout, openDialog } from '../app/commands';
import { JOIN } from '../i18n/member.ko';

/**
 * Opens the sign-up dialogs (spec §4/§5): refused with the 'sign-up closed' alert while
 * `joinStartEndFlg` is set; recommender sign-up first closes the login dialog.
 */
export function openJoinDialog(kind: 'join' | 'recommenderJoin', signUpClosed: boolean): boolean {
  if (signUpClosed) {
    window.alert(JOIN.closed);
    return false;
  }
  closeDialog('login');
  openDialog(kind);
  return true;
}

/** Logout of spec §4: end the session, close the user-info dialog, go to /login. */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    closeDialog('userInfo');
    await logout();
    await router.navigate({ to: '/login' });
  }, [router]);
}
