import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BETTING_MESSAGES } from '../../src/i18n/sports.ko';
import { createFundedMember, logIn, openTab, cashWon, tokenOf } from './support/site';

/**
 * Sports book in the browser (issue 3 "Tests and figures"): a domestic cross slip with a bonus
 * folder is placed, settled by stepping simulated time and shown as 적중/낙첨 live; /inplay shows
 * a price flash and a suspension within a second of the feed's event.
 */

const STAKE_WON = 10_000;
/** Spec §5: with a bonus folder a pick under 1.30 is refused. */
const BONUS_MIN_ODDS_HUNDREDTHS = 130;
const HALF_HOUR_S = 1_800;

interface BetView {
  id: number;
  status: number;
  payoutWon: number;
  stakeWon: number;
  legs: { isBonus: boolean; result: number | null }[];
}

async function myBets(request: APIRequestContext, token: string): Promise<BetView[]> {
  const res = await request.get('/api/sports/bets?page=1', {
    headers: { 'X-AUTH-TOKEN': `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: BetView[] }).items;
}

async function stepClock(request: APIRequestContext, seconds: number): Promise<void> {
  const res = await request.post('/api/dev/clock/advance', { data: { seconds } });
  expect(res.status()).toBe(200);
}

/** The open (not locked) odds buttons of a row, with their prices. */
async function openPrices(row: Locator): Promise<{ button: Locator; price: number }[]> {
  const buttons = row.locator('[data-testid="odds-button"]:not([data-locked])');
  const found: { button: Locator; price: number }[] = [];
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = buttons.nth(i);
    found.push({ button, price: Number(await button.getAttribute('data-price')) });
  }
  return found;
}

test('a cross slip with a bonus folder refuses a pick under 1.30, is placed and settles live on /bet_result', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await createFundedMember(request, 1_000_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);

  await page.goto('/korea/cross');
  const board = page.getByTestId('korea-page');
  await expect(board.getByTestId('board-row').first()).toBeVisible();
  // Marks this document: a reload would lose it, so the end proves "without reload".
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const before = await cashWon(page);

  // The folder needing the fewest picks, and that many fixtures (the soonest, so they settle first).
  const folders = page.getByTestId('bonus-folders').getByTestId('odds-button');
  await expect(folders.first()).toBeVisible();
  const folderLabel = (await folders.first().textContent()) ?? '';
  const minFolders = Number(/(\d+)폴더/.exec(folderLabel)?.[1] ?? '3');
  const picked = new Set<string>();
  const rows = board.getByTestId('board-row');
  for (let i = 0; i < (await rows.count()) && picked.size < minFolders; i += 1) {
    const row = rows.nth(i);
    const choice = (await openPrices(row)).find((p) => p.price >= BONUS_MIN_ODDS_HUNDREDTHS);
    if (!choice) continue;
    await choice.button.click();
    await expect(choice.button).toHaveAttribute('aria-pressed', 'true');
    picked.add((await row.getAttribute('data-fixture-id')) ?? '');
  }
  expect(picked.size).toBe(minFolders);
  await folders.first().click();
  await expect(folders.first()).toHaveAttribute('aria-pressed', 'true');
  const slip = page.getByTestId('sports-slip');
  await expect(slip.getByTestId('slip-entry')).toHaveCount(minFolders + 1);

  // A heavy favourite under 1.30 on another fixture: refused with the spec's alert (spec §5).
  let refused = false;
  for (let pageNo = 0; pageNo < 10 && !refused; pageNo += 1) {
    const count = await rows.count();
    for (let i = 0; i < count && !refused; i += 1) {
      const row = rows.nth(i);
      if (picked.has((await row.getAttribute('data-fixture-id')) ?? '')) continue;
      const cheap = (await openPrices(row)).find((p) => p.price < BONUS_MIN_ODDS_HUNDREDTHS);
      if (!cheap) continue;
      await cheap.button.click();
      await expect.poll(() => member.alerts).toContain(BETTING_MESSAGES.BONUS_MIN_ODDS);
      await expect(cheap.button).toHaveAttribute('aria-pressed', 'false');
      refused = true;
    }
    if (!refused) {
      const first = await rows.first().getAttribute('data-fixture-id');
      await page
        .getByRole('navigation', { name: '페이지 이동' })
        .getByRole('button', { name: '다음' })
        .click();
      await expect(rows.first()).not.toHaveAttribute('data-fixture-id', first ?? '');
    }
  }
  expect(refused).toBe(true);
  await expect(slip.getByTestId('slip-entry')).toHaveCount(minFolders + 1);

  // Place: prices drift while the test clicks, so the member accepts any change (the policy).
  await slip.getByTestId('slip-odds-policy').selectOption('any');
  await slip.getByTestId('slip-stake').fill(String(STAKE_WON));
  await slip.getByTestId('slip-place').click();
  await expect(slip.getByTestId('slip-receipt')).toBeVisible();
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON);
  const token = await tokenOf(page);
  const [placed] = await myBets(request, token);
  expect(placed?.status).toBe(0);
  expect(placed?.legs.filter((leg) => leg.isBonus)).toHaveLength(1);

  // To /bet_result inside the app (no reload), then step simulated time until it settles.
  await page.getByTestId('global-menu').getByRole('link', { name: '베팅내역' }).click();
  const card = page.locator(`[data-testid="bet-result-row"]`).first();
  await expect(card.getByTestId('bet-result-status')).toHaveText('진행중');
  let settled: BetView | undefined;
  let steps = 0;
  for (; steps < 48 && !settled; steps += 1) {
    await stepClock(request, HALF_HOUR_S);
    const bet = (await myBets(request, token)).find((b) => b.id === placed!.id);
    if (bet && bet.status !== 0) settled = bet;
  }
  expect(settled, 'the bet settles within a simulated day').toBeDefined();
  console.log(
    `cross slip: ${minFolders} picks + bonus folder, status ${settled!.status}, payout ${settled!.payoutWon}원 after ${steps} half-hour steps`,
  );
  await expect(card.getByTestId('bet-result-status')).toHaveText(/^(적중|낙첨)$/);
  await expect(card.getByTestId('bet-result-status')).toHaveText(
    settled!.status === 2 ? '적중' : '낙첨',
  );
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON + settled!.payoutWon);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

interface Probe {
  events: { t: number; id: string; price: number; status: number }[];
  /** `shut`: the button was disabled and showed the lock when it locked. */
  dom: { t: number; id: string; kind: 'flash' | 'locked'; value: string; shut: boolean }[];
}

/**
 * Puts two witnesses in the page, on the page's own clock: an EventSource on /api/sse/inplay
 * (the feed's events as they arrive) and a MutationObserver on the odds buttons (when a flash or
 * a lock shows). The app's own stream is a separate connection to the same hub.
 */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const probe: Probe = { events: [], dom: [] };
        Object.assign(window, { __probe: probe });
        const source = new EventSource('/api/sse/inplay');
        source.addEventListener('prices', (event) => {
          const t = performance.now();
          const { changes } = JSON.parse((event as MessageEvent<string>).data) as {
            changes: { id: string; priceHundredths: number; status: number }[];
          };
          for (const c of changes) {
            probe.events.push({ t, id: c.id, price: c.priceHundredths, status: c.status });
          }
        });
        source.addEventListener('open', () => resolve());
        new MutationObserver((records) => {
          const t = performance.now();
          for (const record of records) {
            const el = record.target as HTMLElement;
            if (el.dataset.testid !== 'odds-button' || !el.dataset.selectionId) continue;
            if (record.attributeName === 'data-flash' && el.dataset.flash) {
              probe.dom.push({
                t,
                id: el.dataset.selectionId,
                kind: 'flash',
                value: el.dataset.flash,
                shut: false,
              });
            }
            if (record.attributeName === 'data-locked' && el.dataset.locked) {
              probe.dom.push({
                t,
                id: el.dataset.selectionId,
                kind: 'locked',
                value: 'true',
                shut:
                  (el as HTMLButtonElement).disabled &&
                  el.querySelector('[data-testid="odds-lock"]') !== null,
              });
            }
          }
        }).observe(document.body, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-flash', 'data-locked'],
        });
      }),
  );
}

/** Each DOM change paired with the latest feed event of its selection that explains it. */
function latencies(probe: Probe, kind: 'flash' | 'locked'): number[] {
  return probe.dom
    .filter((d) => d.kind === kind)
    .flatMap((d) => {
      const cause = probe.events
        .filter((e) => e.id === d.id && e.t <= d.t && (kind === 'flash' || e.status === 2))
        .at(-1);
      return cause ? [d.t - cause.t] : [];
    });
}

test('/inplay shows a price flash and a suspension within a second of the feed producing them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);
  await page.goto('/inplay');
  const live = page.getByTestId('live-fixture');
  for (let step = 0; step < 24 && (await live.count()) === 0; step += 1) {
    await stepClock(request, HALF_HOUR_S / 2);
    await page.waitForTimeout(500);
  }
  await expect(live.first()).toBeVisible();
  await installProbe(page);

  // Step the feed in small moves and watch the DOM until both a flash and a lock have shown.
  const seen = async () => {
    const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
    return { flash: latencies(probe, 'flash'), locked: latencies(probe, 'locked'), probe };
  };
  let result = await seen();
  for (let step = 0; step < 90 && (!result.flash.length || !result.locked.length); step += 1) {
    await stepClock(request, 20);
    await page.waitForTimeout(300);
    result = await seen();
  }
  const { flash, locked, probe } = result;
  console.log(
    `in-play: ${probe.events.length} feed changes, ${flash.length} flashes (max ${Math.round(
      Math.max(...flash),
    )} ms), ${locked.length} locks (max ${Math.round(Math.max(...locked))} ms) after the event`,
  );
  expect(flash.length, 'a visible price flashed after a feed change').toBeGreaterThan(0);
  expect(locked.length, 'a visible selection locked after a feed suspension').toBeGreaterThan(0);
  for (const ms of [...flash, ...locked]) expect(ms).toBeLessThan(1_000);
  // A locked selection was a disabled button showing the lock, not a price.
  expect(probe.dom.filter((d) => d.kind === 'locked').every((d) => d.shut)).toBe(true);
});
