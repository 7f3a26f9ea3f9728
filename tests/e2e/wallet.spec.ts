import { expect, test } from '@playwright/test';
import { createFundedMember, logIn, openAdmin, openTab, type Tab, cashWon } from './support/site';

/** The pending request of `userId` in the admin 입출금 tab (the list refreshes itself). */
function pendingRow(admin: Tab, userId: string) {
  return admin.page
    .getByTestId('admin-wallet-row')
    .and(admin.page.locator(`[data-user-id="${userId}"][data-status="pending"]`));
}

test('charge approved and exchange rejected by the operator reach the member live', async ({
  browser,
  request,
}) => {
  // Two browser profiles, the back office and three Argon2 checks on a shared two-core machine.
  test.setTimeout(150_000);
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  await expect.poll(() => cashWon(member.page)).toBe(0);

  // Charge 100,000원: pending until the operator approves it in the admin area.
  await member.page.goto('/charge');
  const charge = member.page.getByTestId('charge-form');
  await charge.getByLabel('신청 금액').fill('100000');
  await charge.getByLabel('입금자명').fill('홍길동');
  await charge.getByRole('button', { name: '충전 신청' }).click();
  await expect(member.page.getByTestId('wallet-history-row').first()).toContainText('대기');

  const admin = await openAdmin(browser);
  await admin.page.getByTestId('admin-tab-wallet').click();
  const chargeRow = pendingRow(admin, account.userId);
  await chargeRow.getByRole('button', { name: '승인' }).click();
  await expect(chargeRow).toHaveCount(0);

  // No reload: the bets stream carries the decision and the new balance.
  await expect.poll(() => cashWon(member.page)).toBe(100_000);
  await expect(member.page.getByTestId('wallet-history-row').first()).toContainText('승인');

  // Exchange 50,000원: reserved at once, returned when the operator rejects it.
  await member.page.goto('/exchange');
  const exchange = member.page.getByTestId('exchange-form');
  await exchange.getByLabel('신청 금액').fill('50000');
  await exchange.getByLabel('출금 비밀번호').fill(account.withdrawPassword);
  await exchange.getByRole('button', { name: '환전 신청' }).click();
  await expect.poll(() => cashWon(member.page)).toBe(50_000);

  const exchangeRow = pendingRow(admin, account.userId);
  await exchangeRow.getByRole('button', { name: '거절' }).click();
  const dialog = admin.page.getByTestId('admin-wallet-reject-dialog');
  await dialog.getByLabel('거절 사유').fill('계좌 정보 확인 필요');
  await dialog.getByRole('button', { name: '거절하기' }).click();
  await expect(exchangeRow).toHaveCount(0);

  await expect.poll(() => cashWon(member.page)).toBe(100_000);
  await expect(member.page.getByTestId('wallet-history-row').first()).toContainText('거절');
  await expect(member.page.getByTestId('wallet-history-row').first()).toContainText(
    '계좌 정보 확인 필요',
  );
  await member.context.close();
  await admin.context.close();
});
