import { fetchOpenGameUrl } from '../../../api/sports-book.api';

export type OpenGameType = 'EU' | 'IN';

/** Spec §7: the in-play book opens at its live section. */
export const LIVE_HASH = '#Live';

/** The URL the new window goes to: the server's, with '#Live' appended for in-play (spec §7). */
export function openGameTarget(type: OpenGameType, url: string): string {
  if (type !== 'IN' || url.endsWith(LIVE_HASH)) return url;
  return `${url.split('#')[0]}${LIVE_HASH}`;
}

export interface OpenGameDeps {
  fetchUrl: (type: OpenGameType) => Promise<{ url: string }>;
  openWindow: (url: string) => Window | null;
}

const browserDeps: OpenGameDeps = {
  fetchUrl: fetchOpenGameUrl,
  openWindow: (url) => window.open(url, '_blank'),
};

/**
 * Opens the European or in-play book in a new window (spec §7 kosca/opengame). The window opens
 * at once, on the click, so a pop-up blocker sees a user gesture; it is pointed at the book when
 * the server answers, and closed again if the server cannot say where.
 */
export async function openGame(
  type: OpenGameType,
  deps: OpenGameDeps = browserDeps,
): Promise<boolean> {
  const win = deps.openWindow('about:blank');
  try {
    const { url } = await deps.fetchUrl(type);
    const target = openGameTarget(type, url);
    if (win && !win.closed) win.location.href = target;
    else deps.openWindow(target);
    return true;
  } catch {
    win?.close();
    return false;
  }
}
