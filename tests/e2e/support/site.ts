import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/** Demo accounts seeded by the server (README). */
export const DEMO = { userId: 'demo', password: 'demo1234!' } as const;
export const ADMIN = { userId: 'admin', password: 'admin1234!' } as const;

/** A tab of one person: its page plus every alert it has been shown, in order. */
export interface Tab {
  context: BrowserContext;
  page: Page;
  alerts: string[];
}

/** A fresh browser profile (its own storage, so its own session), alerts recorded and accepted. */
export async function openTab(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<Tab> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return { context, page, alerts };
}

/** Logs in through the login page, as a person does, and waits for the session to be live. */
export async function logIn(
  tab: Tab,
  account: { userId: string; password: string },
): Promise<void> {
  const { page } = tab;
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('아이디').fill(account.userId);
  await form.getByLabel('비밀번호').fill(account.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The admin back office, logged in (role redirect lands on /admin). */
export async function openAdmin(browser: Browser): Promise<Tab> {
  const admin = await openTab(browser);
  await logIn(admin, ADMIN);
  await expect(admin.page).toHaveURL(/\/admin/);
  return admin;
}

/** Waits until the alert list holds `text` (alerts come from the streams, not the test). */
export async function expectAlert(tab: Tab, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => tab.alerts.some((a) => (typeof text === 'string' ? a === text : text.test(a))))
    .toBe(true);
}

/**
 * A member of the test's own, with `cashWon` (0: nothing) credited by the operator through the
 * API, so a test that moves money never changes what another test expects of the seeded `demo`.
 */
export async function createFundedMember(
  request: APIRequestContext,
  cashWon: number,
): Promise<{ userId: string; password: string; withdrawPassword: string }> {
  const suffix = (Date.now().toString(36) + Math.random().toString(36).slice(2, 5)).slice(-8);
  const member = { userId: `e2e${suffix}`, password: 'e2etest1234', withdrawPassword: '1234' };
  const joined = await request.post('/api/member/join', {
    data: { ...member, nickname: `테스트${suffix}`, phone: '010-5555-0000' },
  });
  expect(joined.status()).toBe(200);
  if (cashWon === 0) return member;
  const adminLogin = await request.post('/api/member/login', { data: ADMIN });
  const adminToken = adminLogin.headers()['x-auth-token']!;
  const auth = { 'X-AUTH-TOKEN': adminToken };
  const found = await request.get(`/api/admin/members?search=${member.userId}`, { headers: auth });
  const memberId = ((await found.json()) as { items: { id: number }[] }).items[0]!.id;
  const credited = await request.post(`/api/admin/members/${memberId}/balance`, {
    headers: auth,
    data: {
      currency: 'cash',
      amount: cashWon,
      reason: 'e2e',
      idempotencyKey: `e2e-fund-${suffix}`,
    },
  });
  expect(credited.status()).toBe(200);
  return member;
}

/** The top bar's cash as integer won ('1,000,000원' → 1000000). */
export async function cashWon(page: Page): Promise<number> {
  const text = (await page.getByTestId('topbar-cash').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

/** The member's bearer token, as the SPA stored it after login. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
}

/**
 * The page reads without sideways scrolling (docs/architecture.md §3: 375 px usable). Polled, because a
 * resized window lays out again in the next frames (the shell picks its phone layout from a media
 * query listener); a page that keeps overflowing fails naming the elements that stick out.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return [];
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .slice(0, 5)
          .map((element) => {
            const name = element.dataset.testid ?? element.className ?? '';
            return `${element.tagName.toLowerCase()}[${String(name)}] right=${Math.round(element.getBoundingClientRect().right)}`;
          });
      }),
    )
    .toEqual([]);
}
