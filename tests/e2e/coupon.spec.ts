import { expect, test } from '@playwright/test';
import { createFundedMember, logIn, openAdmin, openTab, cashWon } from './support/site';

test('an operator issues a coupon; the member uses it once and the top bar rises live', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  await expect.poll(() => cashWon(member.page)).toBe(0);

  // The operator issues 15,000원 to this one member from the admin 쿠폰 tab.
  const admin = await openAdmin(browser);
  await admin.page.getByTestId('admin-tab-coupon').click();
  const form = admin.page.getByTestId('admin-coupon-issue');
  await form.getByLabel('쿠폰명').fill('E2E 감사 쿠폰');
  await form.getByLabel('금액', { exact: true }).fill('15000');
  await form.getByLabel('발행 대상').selectOption('member');
  await form.getByLabel('회원 아이디').fill(account.userId);
  await form.getByRole('button', { name: '발행' }).click();
  await expect(form).toContainText('쿠폰 1장을 발행했습니다.');
  const adminRow = admin.page
    .getByTestId('admin-coupon-row')
    .and(admin.page.locator(`[data-user-id="${account.userId}"]`));
  await expect(adminRow).toHaveAttribute('data-status', 'unused');

  // The member finds it in /coupon; the top bar counts it.
  await member.page.goto('/coupon');
  await expect(member.page.getByTestId('topbar-coupon-count')).toHaveText('1');
  const row = member.page.getByTestId('coupon-row').filter({ hasText: 'E2E 감사 쿠폰' });
  await expect(row).toContainText('15,000원');
  await row.getByRole('button', { name: 'E2E 감사 쿠폰 사용하기' }).click();
  await expect(
    member.page.getByText('쿠폰을 사용했습니다. 15,000원이(가) 지급되었습니다.'),
  ).toBeVisible();

  // No reload: the balance event moves the top bar; the coupon is used and counted no more.
  await expect.poll(() => cashWon(member.page)).toBe(15_000);
  await expect(member.page.getByTestId('topbar-coupon-count')).toHaveText('0');
  await expect(member.page.getByTestId('coupon-row')).toHaveCount(0);
  await member.page.getByTestId('coupon-tab-used').click();
  await expect(member.page.getByTestId('coupon-row').first()).toContainText('E2E 감사 쿠폰');

  // The money-change dialog (spec §4) shows the movement, labelled in Korean.
  await member.page.getByTestId('topbar-money-history').click();
  const history = member.page.getByTestId('money-history-dialog');
  await expect(history.getByTestId('history-row').first()).toContainText('쿠폰');
  await expect(history.getByTestId('history-row').first()).toContainText('+15,000원');
  await history.getByRole('tab', { name: '포인트 내역' }).click();
  await expect(member.page.getByTestId('money-history-dialog')).toContainText(
    '포인트 변동 내역이 없습니다.',
  );

  // The operator sees the same movement from the 회원 tab, and the coupon as used.
  await admin.page.getByTestId('admin-tab-members').click();
  await admin.page.getByLabel('회원 검색').fill(account.userId);
  await admin.page.getByLabel('회원 검색').press('Enter');
  const memberRow = admin.page
    .getByTestId('admin-member-row')
    .and(admin.page.locator(`[data-user-id="${account.userId}"]`));
  await memberRow.getByTestId('admin-member-history').click();
  const adminHistory = admin.page.getByTestId('admin-money-history-dialog');
  await expect(adminHistory.getByTestId('admin-history-emoney')).toHaveText('15,000원');
  await expect(adminHistory.getByTestId('history-row').first()).toContainText('쿠폰');
  await adminHistory.getByRole('button', { name: '닫기' }).click();
  await admin.page.getByTestId('admin-tab-coupon').click();
  await expect(adminRow).toHaveAttribute('data-status', 'used');

  await member.context.close();
  await admin.context.close();
});
