import { expect, test } from '@playwright/test';
import { createFundedMember, logIn, openAdmin, openTab } from './support/site';

test('a support ticket round trip: the operator answer appears in the open ticket live', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  await member.page.goto('/customer/write');
  await member.page.getByLabel('문의 유형').selectOption({ index: 1 });
  await member.page.getByLabel('제목').fill('출금 지연 문의');
  await member.page.getByLabel('내용').fill('어제 신청한 출금이 아직 처리되지 않았습니다.');
  await member.page.getByTestId('customer-submit').click();
  await expect(member.page).toHaveURL(/\/customer\/view\/\d+/);
  await expect(member.page.getByTestId('customer-message')).toHaveCount(1);

  const admin = await openAdmin(browser);
  await admin.page.getByTestId('admin-tab-customer').click();
  const row = admin.page.getByTestId('admin-customer-row').filter({ hasText: '출금 지연 문의' });
  await row.getByRole('button', { name: '보기' }).click();
  const view = admin.page.getByTestId('admin-customer-view');
  await view.getByLabel('답변').fill('확인 후 처리해드렸습니다.');
  await view.getByTestId('admin-customer-answer-submit').click();

  // No reload on the member's side: the general stream's ticketReply refreshes the thread.
  await expect(member.page.getByTestId('customer-message')).toHaveCount(2);
  await expect(member.page.getByTestId('customer-message').last()).toContainText(
    '확인 후 처리해드렸습니다.',
  );
  await member.context.close();
  await admin.context.close();
});

test('a free board post with <script> in it renders as text and runs nothing', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  const payload = '<script>window.__boardXss = 1</script><img src=x onerror="window.__boardXss=2">';
  await member.page.goto('/free/write');
  await member.page.getByLabel('제목').fill('스크립트 테스트');
  await member.page.getByLabel('내용').fill(`안녕하세요 ${payload}`);
  await member.page.getByTestId('board-submit').click();
  await expect(member.page).toHaveURL(/\/free\/view\/\d+/);

  const body = member.page.getByTestId('board-post-body');
  await expect(body).toContainText(payload);
  await expect(body.locator('script, img')).toHaveCount(0);
  expect(await member.page.evaluate(() => (window as { __boardXss?: number }).__boardXss)).toBe(
    undefined,
  );
  await member.context.close();
});
