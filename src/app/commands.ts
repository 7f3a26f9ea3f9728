import { waitFor } from 'xstate';
import type { User } from '../../common/contract/member.contract';
import type { DialogName, LoginDraft } from '../stores/dialogs.store';
import { loginDraftTyped } from '../streams/shell/shell-inputs';
import { sessionStore } from '../stores/session.store';
import { ALERTS } from '../../common/i18n/alerts.ko';
import { configureEffects } from '../machines/effects';
import { getActors } from './actors';

export type { DialogName } from '../stores/dialogs.store';

/**
 * The UI's write side: plain functions that send events to the machines. Components never touch
 * stores or the network for these concerns.
 */

export type LoginOutcome = { ok: true; user: User } | { ok: false; message: string };

/** Resolves once the session machine has left `loggingIn`; a failure carries the alert text. */
export async function login(userId: string, password: string): Promise<LoginOutcome> {
  const { session } = getActors();
  if (session.getSnapshot().matches('loggedOut')) session.send({ type: 'LOGIN', userId, password });
  const settled = await waitFor(session, (snapshot) => !snapshot.matches('loggingIn'));
  const { user } = sessionStore.getState();
  if (settled.matches('loggedIn') && user) return { ok: true, user };
  return { ok: false, message: settled.context.loginError ?? ALERTS.unexpected };
}

/** The login form keeps what was typed here, so toggling login/join can clear it (spec §4). */
export function updateLoginDraft(draft: LoginDraft): void {
  loginDraftTyped(draft);
}

/** Spec §4 logout: calls logout, clears the stored user, goes to /login, closes user info. */
export async function logout(): Promise<void> {
  const { session } = getActors();
  session.send({ type: 'LOGOUT' });
  await waitFor(
    session,
    (snapshot) => !snapshot.matches('loggedIn') && !snapshot.matches('loggingOut'),
  );
}

/** The mobile strip's cash click (spec §2): fetch the user record now. */
export function refreshUser(): void {
  getActors().session.send({ type: 'REFRESH_USER' });
}

/** Spec §4: entering casino or slot extends the session to 120 minutes. */
export function extendSessionForCasino(): void {
  getActors().session.send({ type: 'EXTEND_FOR_CASINO' });
}

export function hidePopupFor6Hours(id: number): void {
  getActors().popups.send({ type: 'HIDE_FOR_6_HOURS', id });
}

export function hidePopupForSession(id: number): void {
  getActors().popups.send({ type: 'HIDE_FOR_SESSION', id });
}

export function openDialog(name: DialogName): void {
  getActors().dialogs.send({ type: 'OPEN', name });
}

export function closeDialog(name: DialogName): void {
  getActors().dialogs.send({ type: 'CLOSE', name });
}

export function toggleDialog(name: DialogName): void {
  getActors().dialogs.send({ type: 'TOGGLE', name });
}

/**
 * Replaces how alerts are shown (default `window.alert`), e.g. with an in-app dialog.
 * Returns a function restoring the previous presenter.
 */
export function setNotify(notify: (message: string) => void): () => void {
  return configureEffects({ notify });
}
