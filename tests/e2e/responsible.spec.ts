import { expect, test, type Locator, type Page } from '@playwright/test';
import { findAdminMemberRow } from './support/admin-members';
import { CLASSIC_SLOT, openGameWindow } from './support/casino';
import {
  createFundedMember,
  expectAlert,
  expectNoSidewaysScroll,
  logIn,
  openAdmin,
  openTab,
} from './support/site';

/**
 * Responsible gambling in the browser (docs/responsible-gambling.md): a deposit limit refusing a charge with its message, the reality check
 * after its interval (the page's clock is Playwright's, stepped like the dev clock), and a
 * self-exclusion that logs the member out and refuses the next login; the reality check inside
 * the casino game window.
 */

/** The /member "건전한 게임 이용" section, loaded. */
async function openResponsible(page: Page) {
  await page.goto('/member');
  const section = page.getByTestId('responsible-section');
  await expect(section.getByTestId('responsible-limit')).toHaveCount(7);
  return section;
}

/** Picks the reality check's interval; the choice shows pressed once the server saved it. */
async function chooseRealityInterval(section: Locator, label: string): Promise<void> {
  const choice = section.getByRole('button', { name: label });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  // 저장했습니다 appears once the tab's timers are planned anew; a page clock stepped before that
  // would plan the check from the stepped time.
  await expect(section.getByRole('status').filter({ hasText: '저장했습니다.' })).toBeVisible();
}

test('a deposit limit refuses a charge over it, saying which limit and what is left', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  // A phone (375 px, docs/architecture.md §3): the section fits without sideways scrolling.
  const member = await openTab(browser, { width: 375, height: 812 });
  await logIn(member, account);
  const section = await openResponsible(member.page);
  await expectNoSidewaysScroll(member.page);
  await section.screenshot({ path: 'artifacts/screenshots/responsible-member-375.png' });

  const limit = section.locator('[data-testid="responsible-limit"][data-kind="deposit24h"]');
  await limit.getByLabel('입금 한도 (24시간) 금액(원)').fill('50,000');
  await limit.getByRole('button', { name: '설정' }).click();
  await expect(limit.getByTestId('responsible-limit-amount')).toHaveText('50,000원');
  // Lowering (here: setting a first limit) is in force at once and written to the history.
  await expect(section.getByTestId('responsible-history')).toContainText('입금 한도 (24시간)');

  await member.page.goto('/charge');
  const charge = member.page.getByTestId('charge-form');
  await charge.getByLabel('신청 금액').fill('100000');
  await charge.getByLabel('입금자명').fill('홍길동');
  await charge.getByRole('button', { name: '충전 신청' }).click();
  const refusal = member.page.getByRole('alert').filter({ hasText: '24시간 입금 한도' });
  await expect(refusal).toContainText('24시간 입금 한도(50,000원)를 넘습니다.');
  await expect(refusal).toContainText('남은 한도는 50,000원');
  await member.context.close();
});

test('the reality check appears after its interval, and 로그아웃 ends the session', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  // The page's timers run on a clock the test steps (the server keeps its own).
  await member.page.clock.install();
  await logIn(member, account);
  const section = await openResponsible(member.page);

  await chooseRealityInterval(section, '15분');
  const dialog = member.page.getByTestId('reality-check-dialog');
  await member.page.clock.fastForward('14:00');
  await expect(dialog).toHaveCount(0);
  await member.page.clock.fastForward('01:00');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-elapsed')).toBeVisible();
  await expect(dialog.getByTestId('reality-net')).toHaveText('0원');
  await expect(dialog.getByRole('link', { name: '베팅 내역 보기' })).toBeVisible();

  await dialog.getByRole('button', { name: '로그아웃' }).click();
  await expect(member.page).toHaveURL(/\/login/);
  await expect(member.page.getByTestId('topbar-nickname')).toHaveCount(0);
  await member.context.close();
});

test('a self-exclusion logs the member out and the next login is refused', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  const section = await openResponsible(member.page);

  await section
    .getByTestId('responsible-break')
    .getByRole('button', { name: '6개월', exact: true })
    .click();
  const confirm = member.page.getByTestId('responsible-confirm');
  await expect(confirm).toContainText('해제하거나 줄일 수 없으며');
  const start = confirm.getByRole('button', { name: '시작하기' });
  await expect(start).toBeDisabled();
  await confirm.getByLabel('기간이 끝나기 전에는 해제할 수 없다는 것을 이해했습니다.').check();
  await start.click();
  await expect(member.page).toHaveURL(/\/login/);

  const form = member.page.getByTestId('login-form');
  await form.getByLabel('아이디').fill(account.userId);
  await form.getByLabel('비밀번호').fill(account.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await expectAlert(member, /자기 배제 중입니다\. .+까지 이용할 수 없습니다\./);
  await expect(member.page).toHaveURL(/\/login/);
  await member.context.close();
});

test('the reality check also shows inside the casino game window, and 계속하기 there closes both', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 10_000);
  const member = await openTab(browser);
  // One clock for the site's tab and the game window it opens (both pages of this context).
  await member.context.clock.install();
  await logIn(member, account);
  const section = await openResponsible(member.page);
  await chooseRealityInterval(section, '15분');

  const game = await openGameWindow(member, '/slot', CLASSIC_SLOT);
  await expect(game.getByTestId('game-name')).toBeVisible();
  await member.context.clock.fastForward('15:00');

  const inGame = game.getByTestId('game-reality-check');
  await expect(inGame).toBeVisible();
  await expect(inGame.getByTestId('game-reality-net')).toHaveText('0원');
  await expect(member.page.getByTestId('reality-check-dialog')).toBeVisible();

  await inGame.getByRole('button', { name: '계속하기' }).click();
  await expect(inGame).toHaveCount(0);
  await expect(member.page.getByTestId('reality-check-dialog')).toHaveCount(0);
  await member.context.close();
});

test('an operator imposes an audited time-out from the member view; the member is logged out', async ({
  browser,
  request,
}) => {
  // Two browser profiles and the back office on a shared two-core machine: a longer budget.
  test.setTimeout(150_000);
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  await expect(member.page.getByTestId('topbar-nickname')).toBeVisible();

  const admin = await openAdmin(browser);
  const row = await findAdminMemberRow(admin, account.userId);
  await row.getByTestId('admin-member-responsible').click();
  const view = admin.page.getByTestId('admin-responsible-dialog');
  await expect(view).toContainText('이용 중지·자기 배제 내역이 없습니다.');

  const form = view.getByTestId('admin-impose-time-out');
  await form.getByRole('button', { name: '이용 중지 부과' }).click();
  await expect(form.getByRole('alert')).toHaveText('사유를 입력해주세요.');
  await form.getByLabel('기간').selectOption({ label: '7일' });
  await form.getByLabel('사유').fill('상담 요청에 따른 이용 중지');
  await form.getByRole('button', { name: '이용 중지 부과' }).click();
  await expect(form.getByRole('status')).toHaveText('이용 중지를 부과했습니다.');
  await expect(view.getByRole('row').filter({ hasText: '운영자' }).first()).toContainText(
    '적용 중',
  );

  // The server ended every session of the member: the tab follows to the login page.
  await expect(member.page).toHaveURL(/\/login/);

  await view.getByRole('button', { name: '닫기' }).click();
  await admin.page.getByTestId('admin-tab-responsible').click();
  await expect(admin.page.getByTestId('admin-limit-hits')).toContainText('한도 초과가 잦은 회원');
  await member.context.close();
  await admin.context.close();
});
