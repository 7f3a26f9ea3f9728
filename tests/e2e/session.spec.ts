import { expect, test } from '@playwright/test';
import { DEMO, expectAlert, logIn, openAdmin, openTab } from './support/site';

// These tests change server-wide state (sessions, maintenance, the inbox): run them in order.
test.describe.configure({ mode: 'serial' });

test.describe('the session against live operator actions', () => {
  test('a second login elsewhere sends the first tab to /login with the 555 alert', async ({
    browser,
  }) => {
    const first = await openTab(browser);
    await logIn(first, DEMO);
    await expect(first.page.getByTestId('topbar-nickname')).toContainText('데모회원');

    const elsewhere = await openTab(browser);
    await logIn(elsewhere, DEMO);

    await expectAlert(first, '다른 기기에서 로그인되어 로그아웃 되었습니다.');
    await expect(first.page).toHaveURL(/\/login/);
    // The newer session is untouched.
    await elsewhere.page.reload();
    await expect(elsewhere.page.getByTestId('topbar-nickname')).toContainText('데모회원');
    await first.context.close();
    await elsewhere.context.close();
  });

  test('maintenance on sends the member to /maintenance; off brings them back to /', async ({
    browser,
  }) => {
    const member = await openTab(browser);
    await logIn(member, DEMO);
    const admin = await openAdmin(browser);
    await admin.page.getByTestId('admin-tab-settings').click();

    await admin.page.getByRole('button', { name: '점검 모드 켜기' }).click();
    await expect(member.page).toHaveURL(/\/maintenance/);
    await expect(member.page.getByTestId('maintenance-page')).toBeVisible();

    await admin.page.getByRole('button', { name: '점검 모드 끄기' }).click();
    await expect(member.page).toHaveURL(/\/(\?.*)?$/);
    await expect(member.page.getByTestId('maintenance-page')).toHaveCount(0);
    await member.context.close();
    await admin.context.close();
  });

  test('a message from the operator forces the member to /message', async ({ browser }) => {
    const member = await openTab(browser);
    await logIn(member, DEMO);
    await expect(member.page.getByTestId('topbar-nickname')).toContainText('데모회원');

    const admin = await openAdmin(browser);
    await admin.page.getByTestId('admin-tab-members').click();
    // The picker lists the members the list shows: search, since earlier tests' members fill its
    // first page.
    await admin.page.getByLabel('회원 검색').fill('demo');
    await admin.page.getByLabel('회원 검색').press('Enter');
    const form = admin.page.getByTestId('admin-send-message');
    await form.getByLabel('회원 선택').selectOption({ label: 'demo (데모회원)' });
    await form.getByLabel('제목').fill('출금 안내');
    await form.getByLabel('내용').fill('출금 신청이 처리되었습니다.');
    await form.getByRole('button', { name: '쪽지 보내기' }).click();
    await expect(form.getByRole('status')).toHaveText('쪽지를 보냈습니다.');

    await expectAlert(member, '메시지가 도착했습니다. 사이트 이용 전 메시지를 확인해주세요.');
    await expect(member.page).toHaveURL(/\/message\?time=\d+/);
    // Reading it lifts the forced inbox: the member can use the site again.
    await member.page.getByRole('button', { name: '출금 안내', exact: true }).click();
    await expect(member.page.getByTestId('message-body')).toContainText(
      '출금 신청이 처리되었습니다.',
    );
    await expect(member.page.getByTestId('topbar-unread')).toHaveAccessibleName(
      '읽지 않은 쪽지 0개',
    );
    await member.page.getByRole('link', { name: '벳코리아' }).first().click();
    await expect(member.page).toHaveURL(/\/$/);
    await member.context.close();
    await admin.context.close();
  });
});
