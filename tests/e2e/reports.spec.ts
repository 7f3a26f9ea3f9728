import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, openAdmin } from './support/site';

/**
 * Reports (docs/reports.md): the operator's dashboard opens first in the back office and shows today's
 * figures as the server computes them (the hand-computed day is checked figure by figure in
 * tests/integration/reports on both databases); here a member joins and a 50,000원 charge is
 * approved, and the dashboard shows exactly those on top of what the day held before, with its
 * three charts drawn. A CSV downloads as UTF-8 with a BOM and the Korean header.
 */

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

interface Summary {
  from: string;
  money: { deposits: number };
  members: { new: number };
}

async function loginToken(request: APIRequestContext, account: object): Promise<string> {
  const response = await request.post('/api/member/login', { data: account });
  expect(response.status()).toBe(200);
  return response.headers()['x-auth-token']!;
}

/** Today (Asia/Seoul) as the server counts it. */
async function summaryToday(request: APIRequestContext, adminToken: string): Promise<Summary> {
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const response = await request.get(`/api/admin/reports/summary?from=${today}&to=${today}`, {
    headers: { 'X-AUTH-TOKEN': adminToken },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

test("the dashboard draws today's figures and charts, and a CSV opens as UTF-8", async ({
  browser,
  request,
}) => {
  const adminToken = await loginToken(request, ADMIN);
  const before = await summaryToday(request, adminToken);

  // A member joins today and asks for a 50,000원 charge, which the operator approves.
  const suffix = (Date.now().toString(36) + Math.random().toString(36).slice(2, 5)).slice(-8);
  const member = { userId: `rep${suffix}`, password: 'report1234' };
  const joined = await request.post('/api/member/join', {
    data: {
      ...member,
      withdrawPassword: '1234',
      nickname: `리포트${suffix}`,
      phone: '010-5555-0001',
    },
  });
  expect(joined.status()).toBe(200);
  const memberToken = await loginToken(request, member);
  const charged = await request.post('/api/wallet/charge', {
    headers: { 'X-AUTH-TOKEN': memberToken },
    data: { amountWon: 50_000, depositorName: '홍길동', idempotencyKey: `rep-charge-${suffix}` },
  });
  expect(charged.status()).toBe(200);
  const requestId = ((await charged.json()) as { request: { id: number } }).request.id;
  const approved = await request.post(`/api/admin/wallet/requests/${requestId}/approve`, {
    headers: { 'X-AUTH-TOKEN': adminToken },
  });
  expect(approved.status()).toBe(200);

  const admin = await openAdmin(browser);
  const { page } = admin;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Reports are the first section: /admin opens on them.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/reports/);
  const dashboard = page.getByTestId('admin-reports');
  const figure = (key: string) =>
    dashboard.locator(`[data-testid="report-figures"] [data-figure="${key}"] dd`);
  await expect(figure('deposits')).toHaveText(won(before.money.deposits + 50_000));
  await expect(figure('newMembers')).toHaveText((before.members.new + 1).toLocaleString('ko-KR'));

  // Three charts drawn (uPlot paints a canvas), each beside the table of the same days.
  for (const chart of ['report-chart-ggr', 'report-chart-money', 'report-chart-active']) {
    await expect(dashboard.getByTestId(chart).locator('canvas').first()).toBeVisible();
  }
  // Today's one-day range draws its bars without an error in the page.
  expect(pageErrors).toEqual([]);
  const todayRow = dashboard.locator(`[data-testid="report-days"] tr[data-day="${before.from}"]`);
  await expect(todayRow).toContainText(won(before.money.deposits + 50_000));
  await expect(
    dashboard.locator('[data-testid="report-products"] tr[data-product="total"]'),
  ).toContainText('합계');

  // The products table as CSV: a BOM, then the Korean header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dashboard.getByTestId('report-csv-products').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-products-.*\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('상품,베팅 수,베팅액,당첨액,GGR,마진(%)');
  expect(lines[1]).toMatch(/^스포츠\(프리매치\),/);

  await admin.context.close();
});
