import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { serverNowMs, staysOpenForPicks } from './support/board-picks';
import { createFundedMember, logIn, openTab, cashWon } from './support/site';

/**
 * The slip's receipt and re-bet, and /bet_result's member actions against the real server:
 * cancel gives the stake back, cash-out pays the confirmed offer,
 * the status filter narrows the list, and on a phone the slip is a bottom sheet.
 */

const STAKE_WON = 10_000;

/**
 * Picks an open price of at least 1.30 in `count` different rows of the board, of fixtures that
 * stay open until the slip is placed.
 */
async function pickRows(page: Page, request: APIRequestContext, count: number): Promise<void> {
  const rows = page.getByTestId('korea-page').getByTestId('board-row');
  await expect(rows.first()).toBeVisible();
  const nowMs = await serverNowMs(request);
  let picked = 0;
  for (let i = 0; i < (await rows.count()) && picked < count; i += 1) {
    if (!(await staysOpenForPicks(rows.nth(i), nowMs))) continue;
    const buttons = rows.nth(i).locator('[data-testid="odds-button"]:not([data-locked])');
    for (let j = 0; j < (await buttons.count()); j += 1) {
      const button = buttons.nth(j);
      if (Number(await button.getAttribute('data-price')) < 130) continue;
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      picked += 1;
      break;
    }
  }
  expect(picked).toBe(count);
}

const row = (page: Page, index: number): Locator => page.getByTestId('bet-result-row').nth(index);

test('receipt and re-bet, then cancel, cash-out and filter on /bet_result', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createFundedMember(request, 1_000_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);
  await page.goto('/korea/cross');
  await pickRows(page, request, 2);
  const before = await cashWon(page);

  const slip = page.getByTestId('sports-slip');
  await expect(slip.getByTestId('slip-entry')).toHaveCount(2);
  // Prices drift while the test clicks: the member accepts any change.
  await slip.getByTestId('slip-odds-policy').selectOption('any');
  await slip.getByRole('button', { name: '+1만' }).click();
  await expect(slip.getByTestId('slip-stake')).toHaveValue('10,000');
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-receipt')).toBeVisible();
  await expect(slip.getByTestId('slip-entry')).toHaveCount(0);
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON);

  // Re-bet: the same picks and stake come back, and place as a second bet.
  await slip.getByTestId('slip-rebet').click();
  await expect(slip.getByTestId('slip-entry')).toHaveCount(2);
  await expect(slip.getByTestId('slip-stake')).toHaveValue('10,000');
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-receipt')).toBeVisible();
  await expect.poll(() => cashWon(page)).toBe(before - 2 * STAKE_WON);

  await page.getByTestId('global-menu').getByRole('link', { name: '베팅내역' }).click();
  await expect(page.getByTestId('bet-result-row')).toHaveCount(2);
  await expect(row(page, 0).getByTestId('bet-result-status')).toHaveText('진행중');
  await expect(row(page, 0).getByTestId('bet-result-leg')).toHaveCount(2);

  // Cancel the newest: the stake comes back and the row says 취소.
  const cancelled = row(page, 0);
  const cancelledId = await cancelled.getAttribute('data-bet-id');
  await cancelled.getByTestId('bet-cancel').click();
  await page.getByTestId('bet-action-confirm').click();
  await expect(cancelled.getByTestId('bet-result-status')).toHaveText('취소');
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON);

  // Cash out the other at the offer shown (a moved offer is shown again and confirmed again).
  const other = page.locator(`[data-testid="bet-result-row"]:not([data-bet-id="${cancelledId}"])`);
  await other.getByTestId('bet-cashout').click();
  const dialog = page.getByTestId('bet-action-dialog');
  await expect(dialog).toBeVisible();
  for (let attempt = 0; attempt < 3 && (await dialog.isVisible()); attempt += 1) {
    await page.getByTestId('bet-action-confirm').click();
    await expect
      .poll(async () => (await dialog.isVisible()) && !(await dialog.getByRole('alert').count()))
      .toBe(false);
  }
  await expect(other.getByText('캐시아웃', { exact: true })).toBeVisible();
  const paidText = (await other.getByTestId('bet-result-payout').textContent()) ?? '';
  const paid = Number(paidText.replace(/[^0-9]/g, ''));
  expect(paid).toBeGreaterThan(0);
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON + paid);

  // The status filter goes to the URL and the server.
  await page.getByTestId('bet-filter-status--1').click();
  await expect(page).toHaveURL(/status=-1/);
  await expect(page.getByTestId('bet-result-row')).toHaveCount(1);
  await expect(row(page, 0)).toHaveAttribute('data-bet-id', cancelledId ?? '');
  // The minigame bets are a tab of the same history now.
  await expect(page.getByTestId('bet-history-tab-minigame')).toHaveAttribute(
    'href',
    '/bet_result?tab=minigame',
  );
});

test('on a phone the slip is a bottom sheet opened from its bar', async ({ browser, request }) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser, { width: 375, height: 740 });
  const { page } = member;
  await logIn(member, account);
  await page.goto('/korea/cross');
  await expect(page.getByTestId('slip-sheet-bar')).toHaveCount(0);
  await pickRows(page, request, 1);
  const bar = page.getByTestId('slip-sheet-bar');
  await expect(bar).toContainText('베팅 슬립 (1)');
  await bar.click();
  const sheet = page.getByRole('dialog', { name: '베팅 슬립' });
  await expect(sheet.getByTestId('slip-entry')).toHaveCount(1);
  const box = await sheet.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(700); // anchored to the bottom
  await page.screenshot({ path: 'artifacts/screenshots/sports-slip-375.png' });
});
