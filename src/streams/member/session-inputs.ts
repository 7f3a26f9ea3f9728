import type { User } from '../../../common/contract/member.contract';
import { writeSessionExpiry } from '../../stores/session-expiry';
import { clearSession, saveSession, writeUser } from './session-writes';

/**
 * The session store's inputs from the session machine (spec §4): a login, a refreshed user, the
 * end of a session and the stamped expiry. src/app/session-io.ts calls these; the writers stay
 * private to this folder (docs/architecture.md §2).
 */
export const loginSaved = (user: User, token: string): void => saveSession(user, token);

export const userRefreshed = (user: User): void => writeUser(user);

export const sessionCleared = (): void => clearSession();

/** Kept locally so a reload, or another tab, knows when the login lapses (spec §4/§9). */
export const expiryStamped = (expiresAtMs: number): void => writeSessionExpiry(expiresAtMs);
