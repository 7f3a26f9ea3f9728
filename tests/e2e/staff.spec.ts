import { expect, test } from '@playwright/test';
import { logIn, openAdmin, openTab } from './support/site';

/**
 * Staff and permissions (docs/staff-permissions.md): the super admin creates a finance operator on the staff
 * screen; that operator sees only the money tabs, lands on one of them, and a section outside
 * their role shows the Korean forbidden notice.
 */
test('the super admin creates a finance operator, who sees only the finance tabs', async ({
  browser,
}) => {
  const suffix = (Date.now().toString(36) + Math.random().toString(36).slice(2, 5)).slice(-6);
  const finance = { userId: `fin${suffix}`, password: 'finance1234' };

  const admin = await openAdmin(browser);
  await admin.page.getByTestId('admin-tab-staff').click();
  await expect(admin.page).toHaveURL(/\/admin\/staff$/);
  const form = admin.page.getByTestId('staff-create');
  await form.getByLabel('아이디').fill(finance.userId);
  await form.getByLabel('비밀번호').fill(finance.password);
  await form.getByLabel('닉네임').fill(`재무${suffix}`);
  await form.getByLabel('역할').selectOption({ label: '재무' });
  await form.getByRole('button', { name: '추가' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `운영자 ${finance.userId} 계정을 만들었습니다.`,
  );
  const row = admin.page.locator(`[data-testid="staff-row"][data-user-id="${finance.userId}"]`);
  await expect(row).toContainText('사용');
  await expect(row.getByRole('combobox')).toHaveValue('finance');

  const operator = await openTab(browser);
  await logIn(operator, finance);
  // /admin opens on the first section a finance operator may open (reports, or members where
  // the reports section is not there), never on settings.
  await expect(operator.page).toHaveURL(/\/admin\/(reports|members)$/);
  for (const tab of ['members', 'wallet', 'rolling', 'coupon']) {
    await expect(operator.page.getByTestId(`admin-tab-${tab}`)).toBeVisible();
  }
  for (const tab of ['settings', 'popups', 'audit', 'blockedIps', 'sports', 'staff']) {
    await expect(operator.page.getByTestId(`admin-tab-${tab}`)).toHaveCount(0);
  }

  await operator.page.goto('/admin/audit');
  await expect(operator.page.getByTestId('admin-section-forbidden')).toHaveText(
    '이 메뉴를 열 권한이 없습니다. 필요하면 최고 관리자에게 권한을 요청해주세요.',
  );
  await expect(operator.page.getByTestId('admin-audit')).toHaveCount(0);

  await operator.context.close();
  await admin.context.close();
});
