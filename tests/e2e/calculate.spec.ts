import { expect, test } from '@playwright/test';
import { createFundedMember, logIn, openAdmin, openTab, cashWon } from './support/site';

test('event reward: operator grants, member requests on /calculateEvent, approval pays live', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const admin = await openAdmin(browser);
  await admin.page.getByTestId('admin-tab-rolling').click();
  const grant = admin.page.getByTestId('admin-event-grant-form');
  await grant.getByLabel('회원 아이디').fill(account.userId);
  await grant.getByLabel('지급 금액(원)').fill('30,000');
  await grant.getByLabel('지급 사유').fill('첫충 이벤트');
  await grant.getByRole('button', { name: '지급 등록' }).click();
  await expect(grant).toContainText('30,000원 이벤트 지급을 등록했습니다.');

  const member = await openTab(browser);
  await logIn(member, account);
  await expect.poll(() => cashWon(member.page)).toBe(0);
  await member.page.goto('/calculateEvent');
  await expect(member.page.getByTestId('event-unclaimed')).toHaveText('30,000원');
  await expect(member.page.getByTestId('event-reward-row')).toContainText('첫충 이벤트');
  await member.page.getByRole('button', { name: '이벤트 정산 신청' }).click();
  await expect(member.page.getByText(/30,000원 정산 신청이 접수되었습니다/)).toBeVisible();
  await expect(member.page.getByTestId('settlement-row').first()).toContainText('대기');

  // The operator's queue refreshes itself; approving pays from promotions through the ledger.
  const row = admin.page
    .getByTestId('admin-rolling-request-row')
    .and(admin.page.locator(`[data-user-id="${account.userId}"][data-status="pending"]`));
  await row.getByRole('button', { name: '승인' }).click();
  await expect(row).toHaveCount(0);

  // No reload: the balance event of the bets stream updates the top bar.
  await expect.poll(() => cashWon(member.page)).toBe(30_000);
  await member.page.reload();
  await expect(member.page.getByTestId('event-paid')).toHaveText('30,000원');
  await expect(member.page.getByTestId('settlement-row').first()).toContainText('지급완료');
  await member.context.close();
  await admin.context.close();
});

test('rolling pages say when a category has no turnover; the agent sees its report', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  await member.page.goto('/calculateCasino');
  await expect(member.page.getByTestId('rolling-card-casino')).toContainText(
    '카지노 이용 내역이 없습니다.',
  );
  await member.page.getByTestId('calculate-nav-calculate').click();
  await expect(member.page).toHaveURL(/\/calculate$/);
  await expect(member.page.getByTestId('rolling-card-mini')).toBeVisible();
  await expect(member.page.getByTestId('rolling-card-sports')).toBeVisible();
  await member.context.close();

  const manager = await openTab(browser);
  await logIn(manager, { userId: 'manager', password: 'manager1234!' });
  await expect(manager.page).toHaveURL(/\/manager/);
  await expect(
    manager.page
      .getByTestId('manager-report-row')
      .and(manager.page.locator('[data-user-id="demo"]')),
  ).toBeVisible();
  await expect(manager.page.getByTestId('manager-rolling-row')).toHaveCount(4);
  await manager.context.close();
});
