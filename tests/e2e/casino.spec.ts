import { expect, test } from '@playwright/test';
import { cashWon, createFundedMember, expectAlert, logIn, openTab } from './support/site';
import {
  advanceClock,
  CLASSIC_SLOT,
  LIVE_BACCARAT,
  openGameWindow,
  setCasinoFlags,
  STAKE_WON,
  waitForBettingWindow,
} from './support/casino';

const BLOCKED = '관리자에게 문의해주세요.';

test('/casino → Evolution pop-up → game window: a baccarat bet settles, the top bar follows, history and rolling show it', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 100_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);
  await page.goto('/casino');
  await expect(page.getByTestId(`casino-game-${LIVE_BACCARAT}`)).toBeVisible();
  await page.screenshot({ path: 'artifacts/screenshots/casino-lobby.png' });
  const before = await cashWon(page);

  const game = await openGameWindow(member, '/casino', LIVE_BACCARAT);
  await waitForBettingWindow(game, request);
  await game.getByTestId(`chip-${STAKE_WON}`).click();
  await game.getByTestId('bet-spot-player').click();
  await game.getByTestId('confirm-bets').click();
  await expect(game.getByTestId('confirmed-total')).toHaveText('1,000원');
  // The wallet's debit reaches the site's top bar live (the balance event of /api/sse/bets).
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON);

  // Step the table's clock through dealing and settlement of this round.
  const result = game.getByTestId('table-win');
  await expect
    .poll(
      async () => {
        if (await result.isVisible()) return true;
        await advanceClock(request, 5);
        return false;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  const win = Number(await result.getAttribute('data-win'));
  // Player pays 2x; a tie pushes the stake back; a loss pays nothing.
  expect([0, STAKE_WON, 2 * STAKE_WON]).toContain(win);
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON + win);
  await game.close();

  // /bet_result's casino tab: the round with its cards and a fairness check that agrees.
  await page.goto('/bet_result?tab=casino');
  const row = page.getByTestId('casino-round-row').first();
  await expect(row).toContainText('1,000원');
  await row.getByTestId('casino-round-detail').click();
  const detail = page.getByTestId('round-detail-dialog');
  await expect(detail.getByTestId('round-detail-baccarat')).toBeVisible();
  await detail.getByTestId('round-verify').click();
  await expect(detail.getByTestId('round-verify-result')).toHaveText('일치');
  await detail.getByRole('button', { name: '닫기' }).click();

  // Rolling: the closed round's stake is casino turnover on /calculateCasino.
  await page.goto('/calculateCasino');
  const card = page.getByTestId('rolling-card-casino');
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText('1,000원');
  }).toPass({ timeout: 20_000 });
  await member.context.close();
});

test('/slot → slot pop-up → a spin: the top bar moves by exactly win − stake', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 100_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);
  await page.goto('/slot');
  await expect(page.getByTestId(`casino-game-${CLASSIC_SLOT}`)).toContainText('RTP');
  const before = await cashWon(page);

  const game = await openGameWindow(member, '/slot', CLASSIC_SLOT);
  await expect(game.getByTestId('slot-game')).toHaveAttribute('data-state', 'idle');
  await game.getByTestId('stake-select').selectOption(String(STAKE_WON));
  await game.getByTestId('spin-button').click();
  const shown = game.getByTestId('win-amount');
  await expect(shown).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
  const win = Number(await shown.getAttribute('data-win'));
  expect(win).toBeGreaterThanOrEqual(0);
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON + win);
  await game.close();

  // /bet_result's slot tab: the spin's screens and its fairness check, recomputed in the page.
  await page.goto('/bet_result?tab=slot');
  const row = page.getByTestId('casino-round-row').first();
  await expect(row).toContainText('1,000원');
  await row.getByTestId('casino-round-detail').click();
  const detail = page.getByTestId('round-detail-dialog');
  await expect(detail.getByTestId('round-detail-slot')).toBeVisible();
  await detail.getByTestId('round-verify').click();
  await expect(detail.getByTestId('round-verify-result')).toHaveText('일치');
  await page.screenshot({ path: 'artifacts/screenshots/casino-slot-round-detail.png' });
  await member.context.close();
});

test('a member the operator blocked is told 관리자에게 문의해주세요. and no game opens', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 10_000);
  await setCasinoFlags(request, account.userId, {
    tendency: ['22'],
    disableCasinoFlag: 0,
    disableSlotFlag: 0,
  });
  const member = await openTab(browser);
  const { page, context } = member;
  await logIn(member, account);
  await page.goto('/casino');
  await page.getByTestId(`casino-game-${LIVE_BACCARAT}`).click();
  const popup = context.waitForEvent('page');
  await page.getByTestId('casino-launch-confirm').click();
  // The window opened in the click closes again on the refusal.
  const opened = await popup;
  await expectAlert(member, BLOCKED);
  await expect.poll(() => opened.isClosed()).toBe(true);

  // disableSlotFlag alone bars slots (spec §3).
  await setCasinoFlags(request, account.userId, {
    tendency: [],
    disableCasinoFlag: 0,
    disableSlotFlag: 1,
  });
  member.alerts.length = 0;
  await page.goto('/slot');
  await page.getByTestId(`casino-game-${CLASSIC_SLOT}`).click();
  await page.getByTestId('casino-launch-confirm').click();
  await expectAlert(member, BLOCKED);
  await member.context.close();
});
