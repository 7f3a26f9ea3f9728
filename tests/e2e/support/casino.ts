import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, type Tab } from './site';

/** The demo provider's live table and slot of the seeded catalog (server/casino/demo-provider). */
export const LIVE_BACCARAT = 'baccarat-1';
export const CLASSIC_SLOT = 'classic-3x3';
export const STAKE_WON = 1_000;

/**
 * From a lobby: the game's card, the spec §2 pop-up, confirm; the game window the site opened in
 * the click (a popup page of the same context).
 */
export async function openGameWindow(tab: Tab, lobbyPath: string, gameCode: string): Promise<Page> {
  const { page, context } = tab;
  await page.goto(lobbyPath);
  await page.getByTestId(`casino-game-${gameCode}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const popup = context.waitForEvent('page');
  await dialog.getByTestId('casino-launch-confirm').click();
  const game = await popup;
  await expect(game).toHaveURL(new RegExp(`/provider/demo/play/${gameCode}\\?code=`));
  return game;
}

/** Steps the server's simulated clock (SIMULATED_TIME=1; the tables run on it). */
export async function advanceClock(request: APIRequestContext, seconds: number): Promise<void> {
  const res = await request.post('/api/dev/clock/advance', { data: { seconds } });
  expect(res.status()).toBe(200);
}

/**
 * Until the table takes bets with time to spare (a page that opened late in a betting window
 * would see it close under its clicks): step the clock a little and look again.
 */
export async function waitForBettingWindow(game: Page, request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const phase = await game
          .getByTestId('table-phase')
          .getAttribute('data-phase', { timeout: 5_000 })
          .catch(() => null);
        const countdown = game.getByTestId('countdown');
        const seconds = (await countdown.count()) > 0 ? Number(await countdown.textContent()) : 0;
        if (phase === 'betting' && seconds >= 8) return true;
        await advanceClock(request, 2);
        return false;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}

/** An operator's bearer header (the admin API). */
async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/member/login', { data: ADMIN });
  return { 'X-AUTH-TOKEN': login.headers()['x-auth-token']! };
}

/** Spec §3/§5 blocks as the operator sets them (tendency codes, casino and slot flags). */
export async function setCasinoFlags(
  request: APIRequestContext,
  userId: string,
  flags: { tendency: string[]; disableCasinoFlag: 0 | 1; disableSlotFlag: 0 | 1 },
): Promise<void> {
  const headers = await adminAuth(request);
  const found = await request.get(`/api/admin/members?search=${userId}`, { headers });
  const memberId = ((await found.json()) as { items: { id: number }[] }).items[0]!.id;
  const res = await request.put(`/api/admin/casino/members/${memberId}/flags`, {
    headers,
    data: flags,
  });
  expect(res.status()).toBe(200);
}
