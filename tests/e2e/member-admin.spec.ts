import { expect, test } from '@playwright/test';
import { findAdminMemberRow } from './support/admin-members';
import { createFundedMember, logIn, openAdmin, openTab } from './support/site';

/**
 * Member administration: the operator edits a member's level and casino /
 * slot bars in the member detail; the member registers a withdrawal account on /exchange and the
 * operator sees it on the exchange request.
 */
test('operator edits level and flags; the exchange request shows the registered account', async ({
  browser,
  request,
}) => {
  // Two browser profiles, the back office and several Argon2 checks on a shared two-core machine.
  test.setTimeout(150_000);
  const account = await createFundedMember(request, 100_000);

  // The operator opens the member's detail from the members list.
  const admin = await openAdmin(browser);
  const row = await findAdminMemberRow(admin, account.userId);
  await row.getByTestId('admin-member-detail-open').click();
  const detail = admin.page.getByTestId('admin-member-detail');
  await expect(detail).toBeVisible();

  const profile = detail.getByTestId('admin-member-profile-form');
  await profile.getByLabel('레벨').selectOption('4');
  await profile.getByLabel('관리자 메모').fill('e2e 메모');
  await profile.getByRole('button', { name: '저장' }).click();
  await expect(profile.getByRole('status')).toHaveText('저장되었습니다.');

  const flags = detail.getByTestId('admin-member-flags-form');
  await flags.getByLabel('카지노 이용 제한').check();
  await flags.getByLabel('슬롯 이용 제한').check();
  await flags.getByRole('button', { name: '저장' }).click();
  await expect(flags.getByRole('status')).toHaveText('저장되었습니다.');
  await admin.page.keyboard.press('Escape');

  // The detail, opened again, shows what was saved.
  await row.getByTestId('admin-member-detail-open').click();
  await expect(detail.getByLabel('카지노 이용 제한')).toBeChecked();
  await expect(detail.getByLabel('슬롯 이용 제한')).toBeChecked();
  await expect(detail.getByLabel('레벨')).toHaveValue('4');
  await expect(detail.getByLabel('관리자 메모')).toHaveValue('e2e 메모');
  await admin.page.keyboard.press('Escape');

  // The member registers the account with the withdrawal PIN, then asks for an exchange.
  const member = await openTab(browser);
  await logIn(member, account);
  await member.page.goto('/exchange');
  const card = member.page.getByTestId('bank-account-card');
  await card.getByLabel('은행', { exact: true }).selectOption('신한은행');
  await card.getByLabel('계좌번호').fill('110-123-456789');
  await card.getByLabel('예금주').fill('홍길동');
  await card.getByLabel('출금 비밀번호').fill(account.withdrawPassword);
  await card.getByRole('button', { name: '계좌 등록' }).click();
  await expect(card.getByTestId('bank-account-current')).toHaveText(
    '신한은행 110123456789 (예금주 홍길동)',
  );

  const exchange = member.page.getByTestId('exchange-form');
  await exchange.getByLabel('신청 금액').fill('50000');
  await exchange.getByLabel('출금 비밀번호').fill(account.withdrawPassword);
  await exchange.getByRole('button', { name: '환전 신청' }).click();
  await expect(member.page.getByTestId('wallet-history-row').first()).toContainText('대기');

  // The login the member just made is in the operator's login history of the member.
  await findAdminMemberRow(admin, account.userId);
  await row.getByTestId('admin-member-detail-open').click();
  await expect(detail.getByTestId('admin-member-login-row')).not.toHaveCount(0);
  await expect(detail.getByTestId('admin-member-bank-current')).toHaveText(
    '신한은행 110123456789 (예금주 홍길동)',
  );
  await admin.page.keyboard.press('Escape');

  // The operator who pays it reads the account on the request.
  await admin.page.getByTestId('admin-tab-wallet').click();
  const exchangeRow = admin.page.locator(
    `[data-testid="admin-wallet-row"][data-user-id="${account.userId}"][data-kind="exchange"]`,
  );
  await expect(exchangeRow.getByTestId('admin-wallet-payout')).toHaveText(
    '신한은행 110123456789 (예금주 홍길동)',
  );
  await member.context.close();
  await admin.context.close();
});
