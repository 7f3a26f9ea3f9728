import { browserSessionStorage, type KeyValueStorage } from '../stores/storage';

/** Spec §8/§9: a failed chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((p) => p.test(error.message));
}

export interface ReloadOptions {
  storage?: KeyValueStorage;
  nowMs?: number;
  reload?: () => void;
}

/**
 * Reloads unless it already did within the throttle window: the time lives in sessionStorage so
 * it survives the reload itself, which stops a broken deploy from reloading in a loop.
 */
export function reloadForChunkError({
  storage = browserSessionStorage(),
  nowMs = Date.now(),
  reload = () => window.location.reload(),
}: ReloadOptions = {}): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
  if (last > 0 && nowMs - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(nowMs));
  reload();
  return true;
}

/** For error boundaries: true when the error was a chunk failure and a reload was started. */
export function handleChunkLoadError(error: unknown, options?: ReloadOptions): boolean {
  return isChunkLoadError(error) && reloadForChunkError(options);
}

/** Vite reports failed preloads with `vite:preloadError`; lazy imports may also reject unhandled. */
export function installChunkReload(target: Window = window, options?: ReloadOptions): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(options)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (handleChunkLoadError(event.reason, options)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
