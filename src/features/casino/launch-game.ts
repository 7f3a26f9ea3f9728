/**
 * Opening a casino or slot game (spec §7 /playfun/auth). The window opens in the click
 * handler itself, before any await, so a pop-up blocker sees the member's gesture; it is pointed
 * at the provider's launch_url when the server answers, and closed again on a refusal, whose
 * Korean message ('관리자에게 문의해주세요.', '점검중 입니다.') the caller shows.
 */
import { CASINO_TEXT } from '../../../common/i18n/casino-pages.ko';

export interface LaunchDeps {
  /** POST /api/playfun/auth { gameId } → { launch_url }. */
  launch: (gameId: number) => Promise<{ launch_url: string }>;
  openWindow: () => Window | null;
  /** Spec §4: entering casino or slot extends the session to 120 minutes. */
  extendSession: () => void;
  /** The Korean text of a refusal (the server's message, else spec §8's). */
  messageOf: (error: unknown) => string;
}

export type LaunchOutcome = { ok: true; url: string } | { ok: false; message: string };

/**
 * Call synchronously from the confirm click; the promise settles when the server answers. A window
 * the browser blocked asks for nothing: no launch token is issued for a game nobody can see.
 */
export function launchGame(gameId: number, deps: LaunchDeps): Promise<LaunchOutcome> {
  const win = deps.openWindow();
  if (!win) return Promise.resolve({ ok: false, message: CASINO_TEXT.popupBlocked });
  // The provider's page gets no handle on the site's window (it is another company's page).
  if (win) win.opener = null;
  return deps.launch(gameId).then(
    ({ launch_url: url }) => {
      if (win && !win.closed) win.location.href = url;
      deps.extendSession();
      return { ok: true, url } as const;
    },
    (error: unknown) => {
      win?.close();
      return { ok: false, message: deps.messageOf(error) } as const;
    },
  );
}
