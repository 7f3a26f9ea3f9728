import type { SettingsState } from '../../stores/settings.store';
import type { LoginDraft } from '../../stores/dialogs.store';
import { writeLoginDraft } from './dialog-writes';
import { writeSettings, writeUnreadCount } from './shell-writes';

/**
 * The shell stores' inputs besides the general stream's messages: what the app fetched on its own
 * (a settings flag, the unread count) and what the member typed into the login form. The writers
 * stay private to this folder; src/app and the machines' provided actions call these.
 */
export const settingsFetched = (patch: Partial<SettingsState>): void => writeSettings(patch);

export const unreadCountFetched = (count: number): void => writeUnreadCount(count);

export const loginDraftTyped = (draft: LoginDraft): void => writeLoginDraft(draft);
