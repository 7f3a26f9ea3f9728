import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cashWon } from './site';

/** EOS 파워볼 1분: the minigame the browser tests bet on (its round is a minute long). */
export const EOS_POWERBALL_1MIN = 211;

type Round = { roundNo: number; closesAt: string; drawAt: string };

/** The current round of EOS 파워볼 1분 and the server's (simulated) time. */
export async function currentRound(request: APIRequestContext, token: string) {
  const res = await request.get(`/api/minigame/events?gameId=${EOS_POWERBALL_1MIN}&currentGame=1`, {
    headers: { 'X-AUTH-TOKEN': `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { serverTime: string; current: Round | null };
}

/** Steps simulated time to just past the current round's draw: a fresh round opens. */
export async function stepToNextRound(request: APIRequestContext, token: string): Promise<void> {
  const { serverTime, current } = await currentRound(request, token);
  const seconds = current
    ? Math.ceil((Date.parse(current.drawAt) - Date.parse(serverTime)) / 1_000) + 1
    : 1;
  await request.post('/api/dev/clock/advance', { data: { seconds } });
}

/**
 * Betting closes 10 s before the draw: unless 40 s are left, step time into the next round (a
 * 1-minute round then has ≈49 s of betting left for loading the page and betting).
 */
export async function stepIntoFreshRound(request: APIRequestContext, token: string): Promise<void> {
  const { serverTime, current } = await currentRound(request, token);
  if (current && Date.parse(current.closesAt) - Date.parse(serverTime) > 40_000) return;
  await stepToNextRound(request, token);
}

/**
 * On an open minigame page, bets `stakeWon` on 파워볼 홀 as a person does and waits for the top
 * bar to show the stake taken; returns the cash before the bet.
 */
export async function betOnPowerballOdd(page: Page, stakeWon: number): Promise<number> {
  const before = await cashWon(page);
  await page
    .getByTestId('minigame-board')
    .getByRole('button', { name: '파워볼 홀', exact: true })
    .click();
  await page.getByLabel('베팅금액').fill(String(stakeWon));
  await page.getByRole('button', { name: '베팅하기' }).click();
  await expect.poll(() => cashWon(page)).toBe(before - stakeWon);
  return before;
}
