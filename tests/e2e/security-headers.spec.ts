import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { ADMIN, DEMO, logIn, openAdmin, openTab, type Tab } from './support/site';

/**
 * The SPA runs under its Content-Security-Policy without a single violation — the
 * shell, member pages, the operator's HTML (pop-up with a style attribute) and the admin's
 * srcdoc preview (a <style> in a frame that inherits the policy) — and the policy is there.
 */

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Every CSP violation in every document and frame of the context, reported to the test by an
 * init script (runs before the app's code), plus console errors Chromium prints for them.
 */
async function watchCsp(context: BrowserContext) {
  const violations: Violation[] = [];
  await context.exposeFunction('__reportCsp', (v: Violation) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCsp?: (v: unknown) => void }).__reportCsp;
      report?.({ directive: e.violatedDirective, blocked: e.blockedURI, page: location.href });
    });
  });
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return { violations, consoleErrors };
}

async function watchedTab(browser: Parameters<typeof openTab>[0]) {
  const tab: Tab = await openTab(browser);
  return { tab, csp: await watchCsp(tab.context) };
}

test('the SPA answers with its policy, and the collector sees a violation when one happens', async ({
  browser,
}) => {
  const { tab, csp } = await watchedTab(browser);
  const response = await tab.page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(tab.page.locator('#root')).not.toBeEmpty();
  expect(csp.violations).toEqual([]);

  // The control: an inline script is refused, and reported.
  await tab.page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => csp.violations.map((v) => v.directive)).toContain('script-src-elem');
  expect(
    await tab.page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
  await tab.context.close();
});

/** Sets the /livetv broadcast as the operator does (PUT /api/admin/livetv); '' clears it. */
async function setBroadcast(request: APIRequestContext, broadcastUrl: string) {
  const login = await request.post('/api/member/login', { data: ADMIN });
  const headers = { 'X-AUTH-TOKEN': login.headers()['x-auth-token']! };
  const saved = await request.put('/api/admin/livetv', { headers, data: { broadcastUrl } });
  expect(saved.status()).toBe(200);
}

test('member pages, the operator’s pop-up and the admin preview run without a violation', async ({
  browser,
  request,
}) => {
  const { tab: member, csp } = await watchedTab(browser);
  await logIn(member, DEMO);
  // The seeded welcome pop-up is operator HTML with a style attribute.
  await expect(member.page.getByTestId('announcement-popup').first()).toBeVisible();
  for (const url of ['/korea', '/minigame', '/event', '/livetv', '/no/such/page']) {
    await member.page.goto(url);
    await expect(member.page.locator('#root')).not.toBeEmpty();
  }
  // An operator's https broadcast is the one frame the policy admits (frame-src https:).
  await setBroadcast(request, 'https://player.example.com/embed/live');
  try {
    await member.page.goto('/livetv');
    await expect(member.page.getByTestId('livetv-frame')).toBeAttached();
  } finally {
    await setBroadcast(request, '');
  }
  await member.context.close();

  const admin = await openAdmin(browser);
  const adminCsp = await watchCsp(admin.context);
  await admin.page.reload();
  await admin.page.getByTestId('admin-tab-content').click();
  await admin.page.getByTestId('content-events').getByRole('button', { name: '새 이벤트' }).click();
  const form = admin.page.getByTestId('content-event-form');
  await form.getByLabel('내용').fill('<h3 style="text-align:center">미리보기 시험</h3>');
  await form.getByRole('button', { name: '미리보기' }).click();
  await expect(
    form.frameLocator('[data-testid="content-preview"]').getByText('미리보기 시험'),
  ).toBeVisible();
  await admin.context.close();

  expect([...csp.violations, ...adminCsp.violations]).toEqual([]);
  expect([...csp.consoleErrors, ...adminCsp.consoleErrors]).toEqual([]);
});
