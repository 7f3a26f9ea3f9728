/**
 * What the game window knows when it opens: launch_url is `/provider/demo/play/<gameCode>?code=…`
 * (docs/casino-wallet.md "Launch"), so the game code is the path's last segment and the one-time
 * launch code the query's. Nothing else comes from the site.
 */
export interface LaunchParams {
  readonly gameCode: string;
  readonly code: string;
}

export function readLaunchParams(location: Pick<Location, 'pathname' | 'search'>): LaunchParams {
  const segments = location.pathname.split('/').filter(Boolean);
  const gameCode = decodeURIComponent(segments[segments.length - 1] ?? '');
  const code = new URLSearchParams(location.search).get('code') ?? '';
  return { gameCode, code };
}
