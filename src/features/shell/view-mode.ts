/**
 * The drawer's desktop/mobile switch (spec §4): the viewport meta is set to 1,607 px for the
 * desktop view; the mobile view uses the device width (a 425 px design). Saved locally.
 */
export type ViewMode = 'desktop' | 'mobile';

export const DESKTOP_VIEWPORT_PX = 1607;
export const MOBILE_VIEWPORT_PX = 425;
const STORAGE_KEY = 'viewMode';
const MOBILE_VIEWPORT = 'width=device-width, initial-scale=1';

export function readViewMode(): ViewMode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'desktop' || value === 'mobile' ? value : null;
  } catch {
    return null;
  }
}

export function applyViewMode(mode: ViewMode | null): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) return;
  meta.content = mode === 'desktop' ? `width=${DESKTOP_VIEWPORT_PX}` : MOBILE_VIEWPORT;
}

export function saveViewMode(mode: ViewMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Private mode: the switch still applies to this page view.
  }
  applyViewMode(mode);
}
