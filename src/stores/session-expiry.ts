import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { browserLocalStorage, type KeyValueStorage } from './storage';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The session's expiry, kept locally as 'YYYY-MM-DD HH:mm:ss' in Asia/Seoul (spec §4/§9), so a
 * reload (or another tab) knows when the login lapses.
 */
export const SESSION_EXPIRY_STORAGE_KEY = 'expireTime';
export const SITE_TIME_ZONE = 'Asia/Seoul';
const EXPIRY_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const formatExpiry = (ms: number): string =>
  dayjs(ms).tz(SITE_TIME_ZONE).format(EXPIRY_FORMAT);

export function parseExpiry(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const parsed = dayjs.tz(text, SITE_TIME_ZONE);
  return parsed.isValid() ? parsed.valueOf() : null;
}

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
