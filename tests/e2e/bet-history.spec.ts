import { expect, test, type APIRequestContext } from '@playwright/test';
import { cashWon, createFundedMember, logIn, openAdmin, openTab, tokenOf } from './support/site';
import {
  betOnPowerballOdd,
  currentRound,
  stepIntoFreshRound,
  stepToNextRound,
} from './support/minigame';

/**
 * /bet_result over every kind of bet, against the real server: a
 * member's minigame bet under the minigame tab, the spec §4 re-bet dialog placing it again on
 * the next round, the non-member dialog for a visitor, and the back office's attendance rewards.
 */
const STAKE_WON = 10_000;

/** The status of the member's newest minigame bet, as /bet_result's API reports it. */
async function firstStatus(request: APIRequestContext, token: string): Promise<number | undefined> {
  const res = await request.get('/api/minigame/bet-history?kind=minigame', {
    headers: { 'X-AUTH-TOKEN': `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { status: number }[] }).items[0]?.status;
}

test('a minigame bet shows under the minigame tab, and the re-bet dialog places it on the next round', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 100_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);
  const token = await tokenOf(page);
  await stepIntoFreshRound(request, token);

  await page.goto('/minigame/eos/powerball1');
  await expect(page.getByTestId('minigame-round-no')).toBeVisible();
  await betOnPowerballOdd(page, STAKE_WON);

  // One tab row over all five; the minigame tab lists the bet, in progress.
  await page.goto('/bet_result');
  const tabs = page.getByTestId('bet-history-tabs');
  const tabNames = ['스포츠', '미니게임', '가상게임', '카지노', '슬롯'];
  await expect(tabs.locator('[data-testid^="bet-history-tab-"]')).toHaveText(tabNames);
  // Exactly one tab is the current one (the bare sports link must not match every search).
  await expect(tabs.getByTestId('bet-history-tab-sports')).toHaveAttribute('aria-current', 'page');
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
  await tabs.getByRole('link', { name: '미니게임' }).click();
  await expect(page).toHaveURL(/tab=minigame/);
  await expect(tabs.getByTestId('bet-history-tab-minigame')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
  const rows = page.getByTestId('bet-history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('bet-history-status')).toHaveText('진행중');
  await expect(rows.first().getByTestId('bet-history-pick')).toHaveText('파워볼 홀');
  // One bet per round (spec §4): an open bet offers no re-bet, which would only replace it.
  await expect(rows.first().getByTestId('bet-history-rebet')).toHaveCount(0);
  await expect(rows.first()).toContainText('10,000원');
  await page.screenshot({ path: 'artifacts/screenshots/bet-history-minigame.png' });
  // The status filter goes to the URL: nothing won yet.
  await page.getByTestId('history-filter-status-2').click();
  await expect(page).toHaveURL(/status=2/);
  await expect(page.getByText('베팅내역이 없습니다.')).toBeVisible();
  await page.getByTestId('history-filter-status-all').click();
  await expect(rows).toHaveCount(1);
  // The virtual tab is the bet365 games only.
  await tabs.getByRole('link', { name: '가상게임' }).click();
  await expect(page.getByText('베팅내역이 없습니다.')).toBeVisible();
  await tabs.getByRole('link', { name: '미니게임' }).click();
  await expect(rows).toHaveCount(1);

  // The round draws and settles; then the same pick and stake again on the round open now.
  // The row follows the settlement live (the bets stream), without a reload.
  await stepToNextRound(request, token);
  await expect(rows.first().getByTestId('bet-history-status')).toHaveText(/^(적중|낙첨)$/, {
    timeout: 30_000,
  });
  expect(await firstStatus(request, token)).not.toBe(0);
  const afterSettle = await cashWon(page);
  const { current } = await currentRound(request, token);
  await rows.first().getByTestId('bet-history-rebet').click();
  const dialog = page.getByTestId('rebet-dialog');
  await expect(dialog.getByTestId('rebet-pick')).toHaveText('파워볼 홀');
  await expect(dialog.getByTestId('rebet-stake')).toHaveText('10,000원');
  await expect(dialog.getByTestId('rebet-round')).toHaveText(`${current!.roundNo}회차`);
  await expect(dialog.getByTestId('rebet-odds')).toHaveText('1.95');
  await page.screenshot({ path: 'artifacts/screenshots/bet-history-rebet.png' });
  await dialog.getByTestId('rebet-confirm').click();
  await expect(dialog.getByTestId('rebet-result')).toHaveText(
    `${current!.roundNo}회차에 베팅이 완료되었습니다.`,
  );
  await expect.poll(() => cashWon(page)).toBe(afterSettle - STAKE_WON);
  await dialog.getByTestId('rebet-close').click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('bet-history-status')).toHaveText('진행중');
  await member.context.close();
});

test('a visitor on /bet_result gets the non-member dialog, which leads to login', async ({
  browser,
}) => {
  const visitor = await openTab(browser);
  const { page } = visitor;
  await page.goto('/bet_result?tab=minigame');
  const dialog = page.getByTestId('non-member-dialog');
  await expect(dialog).toContainText('베팅내역은 회원만 이용할 수 있습니다.');
  await dialog.getByTestId('non-member-login').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  await visitor.context.close();
});

test('the attendance rewards screen saves a bonus row, and it stays after a reload', async ({
  browser,
}) => {
  const admin = await openAdmin(browser);
  const { page } = admin;
  await page.goto('/admin');
  await page.getByRole('tab', { name: '출석 보상' }).click();
  await expect(page).toHaveURL(/\/admin\/attendance/);
  const panel = page.getByTestId('admin-attendance');
  const rows = panel.getByTestId('attendance-reward-row');
  // The migration's table: the daily base and its streak bonuses.
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();

  await panel.getByTestId('attendance-reward-add').click();
  const added = rows.nth(count);
  await added.getByTestId('attendance-reward-streak').fill('45');
  await added.getByTestId('attendance-reward-points').fill('4,500');
  await panel.getByTestId('attendance-rewards-save').click();
  await expect(panel.getByTestId('attendance-rewards-notice')).toHaveText(
    '출석 보상을 저장했습니다.',
  );

  await page.reload();
  await expect(rows).toHaveCount(count + 1);
  await page.screenshot({ path: 'artifacts/screenshots/admin-attendance.png' });
  const saved = rows.filter({ has: page.locator('input[value="45"]') });
  await expect(saved.getByTestId('attendance-reward-points')).toHaveValue('4500');

  // A bad row is named and nothing is sent; then the bonus row goes again (other tests' table).
  await panel.getByTestId('attendance-reward-add').click();
  await rows
    .nth(count + 1)
    .getByTestId('attendance-reward-streak')
    .fill('0');
  await panel.getByTestId('attendance-rewards-save').click();
  await expect(panel.getByTestId('attendance-rewards-notice')).toContainText('번째 줄');
  await rows
    .nth(count + 1)
    .getByRole('button', { name: '삭제' })
    .click();
  await saved.getByRole('button', { name: '삭제' }).click();
  await panel.getByTestId('attendance-rewards-save').click();
  await expect(panel.getByTestId('attendance-rewards-notice')).toHaveText(
    '출석 보상을 저장했습니다.',
  );
  await expect(rows).toHaveCount(count);
  await admin.context.close();
});
