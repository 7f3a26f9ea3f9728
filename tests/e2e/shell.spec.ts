import { expect, test } from '@playwright/test';
import { DEMO, logIn, openTab } from './support/site';

test.describe('the shell', () => {
  test('a member logs in and the top bar shows the nickname and cash', async ({ browser }) => {
    const member = await openTab(browser);
    await logIn(member, DEMO);
    await expect(member.page).toHaveURL(/\/$/);
    await expect(member.page.getByTestId('topbar-nickname')).toContainText('데모회원');
    await expect(member.page.getByTestId('topbar-cash')).toContainText('1,000,000원');
    await expect(member.page.getByTestId('topbar-points')).toContainText('5,000P');
    await member.context.close();
  });

  test('wrong credentials are refused with the server text', async ({ browser }) => {
    const visitor = await openTab(browser);
    await visitor.page.goto('/login');
    const form = visitor.page.getByTestId('login-form');
    await form.getByLabel('아이디').fill('demo');
    await form.getByLabel('비밀번호').fill('wrong-password1');
    await form.getByRole('button', { name: '로그인' }).click();
    await expect.poll(() => visitor.alerts).toContain('아이디 또는 비밀번호가 일치하지 않습니다.');
    await expect(visitor.page).toHaveURL(/\/login/);
    await visitor.context.close();
  });

  test('an unknown route shows the 404 error page with a way back', async ({ browser }) => {
    const visitor = await openTab(browser);
    await visitor.page.goto('/no/such/page');
    await expect(visitor.page.getByText('This page could not be found')).toBeVisible();
    await expect(visitor.page.getByText('404')).toBeVisible();
    await visitor.page.getByRole('link', { name: /메인/ }).click();
    await expect(visitor.page).toHaveURL(/\/$/);
    await visitor.context.close();
  });

  test('hiding a pop-up for 6 hours survives a reload; closing hides it for the session only', async ({
    browser,
  }) => {
    const member = await openTab(browser);
    await logIn(member, DEMO);
    const popup = member.page.getByTestId('announcement-popup').first();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '닫기' }).click();
    await expect(member.page.getByTestId('announcement-popup')).toHaveCount(0);

    // A new tab of the same browser (new session storage) shows it again…
    const second = await member.context.newPage();
    await second.goto('/');
    const again = second.getByTestId('announcement-popup').first();
    await expect(again).toBeVisible();
    // …until "do not show for 6 hours", which holds across reloads.
    // click, not check(): the pop-up unmounts at once, so there is no checked box left to verify.
    await again.getByLabel('6시간 동안 보지 않기').click();
    await expect(second.getByTestId('announcement-popup')).toHaveCount(0);
    await second.reload();
    await expect(second.getByTestId('topbar-nickname')).toContainText('데모회원');
    await expect(second.getByTestId('announcement-popup')).toHaveCount(0);
    await member.context.close();
  });

  test('the home page at 1,440 and 375 px wide (screenshots kept as artifacts)', async ({
    browser,
  }) => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const member = await openTab(browser, viewport);
      await logIn(member, DEMO);
      const wide = viewport.width >= 1264;
      if (wide) await expect(member.page.getByTestId('topbar-cash')).toContainText('원');
      else await expect(member.page.getByTestId('mobile-strip')).toContainText('데모회원');
      await member.page.screenshot({
        path: `artifacts/screenshots/home-${viewport.width}.png`,
        fullPage: false,
      });
      await member.context.close();
    }
  });
});
