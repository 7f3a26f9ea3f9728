import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_THROTTLE_MS,
  handleChunkLoadError,
  installChunkReload,
  isChunkLoadError,
} from '../../../src/app/chunk-reload';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/korea-abc.js');

describe('chunk-load failure reload (spec §8/§9)', () => {
  it('recognises chunk failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 s, remembering across the reload itself', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(handleChunkLoadError(chunkError(), { storage: sessionStorage, nowMs: t0, reload })).toBe(
      true,
    );
    expect(
      handleChunkLoadError(chunkError(), { storage: sessionStorage, nowMs: t0 + 59_999, reload }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(
      handleChunkLoadError(chunkError(), {
        storage: sessionStorage,
        nowMs: t0 + CHUNK_RELOAD_THROTTLE_MS,
        reload,
      }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    sessionStorage.clear();
  });

  it("reloads on Vite's preload error event", () => {
    const reload = vi.fn();
    const uninstall = installChunkReload(window, { storage: sessionStorage, reload });
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    uninstall();
    sessionStorage.clear();
  });
});
