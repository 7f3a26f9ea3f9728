/**
 * Safe access to Web Storage: private browsing, quota errors and a missing `window` (tests, SSR)
 * must never break the app, so every read falls back and every write is best-effort.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

export const browserLocalStorage = (): KeyValueStorage =>
  typeof localStorage === 'undefined' ? memoryStorage() : localStorage;

export const browserSessionStorage = (): KeyValueStorage =>
  typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage;

export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  parse: (raw: unknown) => T | null,
): T | null {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the in-memory store still holds the value for this page's life.
  }
}
