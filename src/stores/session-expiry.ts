import {
  parseSeoulDateTime,
  seoulDateTimeText,
  SITE_TIME_ZONE,
} from '../../common/domain/seoul-time';
import { browserLocalStorage, type KeyValueStorage } from './storage';

/**
 * The session's expiry, kept locally as 'YYYY-MM-DD HH:mm:ss' in Asia/Seoul (spec §4/§9), so a
 * reload (or another tab) knows when the login lapses.
 */
export const SESSION_EXPIRY_STORAGE_KEY = 'expireTime';
export { SITE_TIME_ZONE };

export const formatExpiry = (ms: number): string => seoulDateTimeText(ms);

export const parseExpiry = (text: string): number | null => parseSeoulDateTime(text);

export function readSessionExpiry(storage: KeyValueStorage = browserLocalStorage()): number | null {
  try {
    const text = storage.getItem(SESSION_EXPIRY_STORAGE_KEY);
    return text === null ? null : parseExpiry(text);
  } catch {
    return null;
  }
}

export function writeSessionExpiry(
  ms: number,
  storage: KeyValueStorage = browserLocalStorage(),
): void {
  try {
    storage.setItem(SESSION_EXPIRY_STORAGE_KEY, formatExpiry(ms));
  } catch {
    // Best effort: the machine's timer still holds the expiry for this page.
  }
}

export function clearSessionExpiry(storage: KeyValueStorage = browserLocalStorage()): void {
  try {
    storage.removeItem(SESSION_EXPIRY_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
