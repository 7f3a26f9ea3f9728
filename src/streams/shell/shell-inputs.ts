import type { SettingsState } from '../../stores/settings.store';
import {
  closedDialogs,
  dialogsStore,
  type DialogFlags,
  type DialogName,
  type LoginDraft,
} from '../../stores/dialogs.store';
import {
  clearLoginDraft,
  writeDialogClosed,
  writeDialogFlags,
  writeLoginDraft,
} from './dialog-writes';
import { writeSettings, writeUnreadCount } from './shell-writes';

/**
 * The shell stores' inputs besides the general stream's messages: what the app fetched on its own
 * (a settings flag, the unread count), what the member typed into the login form and what the
 * dialogs machine decided. The writers
 * stay private to this folder; src/app and the machines' provided actions call these.
 */
export const settingsFetched = (patch: Partial<SettingsState>): void => writeSettings(patch);

export const unreadCountFetched = (count: number): void => writeUnreadCount(count);

export const loginDraftTyped = (draft: LoginDraft): void => writeLoginDraft(draft);

/** The dialogs machine's decisions: the flags to show, and the login form emptied. */
export function dialogFlagsDecided(open: DialogFlags): void {
  const current = dialogsStore.getState().open;
  const keys = new Set([...Object.keys(current), ...Object.keys(open)]) as Set<keyof DialogFlags>;
  if ([...keys].some((key) => current[key] !== open[key])) writeDialogFlags(open);
}

export const loginDraftCleared = (): void => clearLoginDraft();

/** The session machine closes one dialog (login after a login, user info after a logout). */
export const dialogClosed = (name: DialogName): void => writeDialogClosed(name);

/** A member left: the unread count was theirs (streams/member/member-reset.ts). */
export const unreadCountCleared = (): void => writeUnreadCount(0);

/** Spec §8 "reset": every dialog closes and the typed login draft goes. */
export function dialogsReset(): void {
  writeDialogFlags(closedDialogs());
  clearLoginDraft();
}
