import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  createFundedMember,
  expectAlert,
  expectNoSidewaysScroll,
  logIn,
  openAdmin,
  openTab,
  type Tab,
} from './support/site';
import { advanceClock, CLASSIC_SLOT, STAKE_WON } from './support/casino';

/**
 * A tournament in the browser (docs/tournaments.md): a member joins a running slot tournament, spins, and sees their
 * rank appear on the live board without reload; a finished tournament shows its winners. The
 * tournaments are the test's own, created through the admin API on the server's simulated clock.
 */

const MINUTE_MS = 60_000;
const FIRST_PRIZE_WON = 10_000;

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/member/login', { data: ADMIN });
  return { 'X-AUTH-TOKEN': login.headers()['x-auth-token']! };
}

async function serverNowMs(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/dev/clock');
  return Date.parse(((await res.json()) as { now: string }).now);
}

async function slotGameId(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/admin/casino/catalog', { headers });
  const games = ((await res.json()) as { games: { id: number; gameCode: string }[] }).games;
  return games.find((game) => game.gameCode === CLASSIC_SLOT)!.id;
}

/** A free slot tournament on turnover (any spin scores), already started, ending at `endsMs`. */
async function createTournament(
  request: APIRequestContext,
  headers: Record<string, string>,
  body: { name: string; startsMs: number; endsMs: number; gameId: number },
): Promise<number> {
  const res = await request.post('/api/admin/tournaments', {
    headers,
    data: {
      kind: 'slot',
      name: body.name,
      description: '',
      startsAt: new Date(body.startsMs).toISOString(),
      endsAt: new Date(body.endsMs).toISOString(),
      scoring: 'stake_total',
      minStake: 0,
      entryCurrency: 'free',
      entryFee: 0,
      autoJoin: false,
      gameIds: [body.gameId],
      providerIds: [],
      prizes: [
        { rankFrom: 1, rankTo: 1, currency: 'cash', amount: FIRST_PRIZE_WON },
        { rankFrom: 2, rankTo: 3, currency: 'points', amount: 1_000 },
      ],
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tournament: { id: number } }).tournament.id;
}

const cardOf = (page: Page, name: string) =>
  page.getByTestId('tournament-card').filter({ hasText: name });

/** From the running tab of /tournament: join the named tournament (the card shows 참가중). */
async function joinFromList(page: Page, name: string): Promise<void> {
  const card = cardOf(page, name);
  await expect(card.getByTestId('tournament-prizes')).toContainText('10,000원');
  await card.getByTestId('tournament-join').click();
  await expect(card.getByTestId('tournament-joined')).toBeVisible();
}

/** The detail's play button, the casino's slot pop-up, confirm: the game window. */
async function openQualifyingGame(member: Tab): Promise<Page> {
  const { page, context } = member;
  await page.getByTestId(`tournament-play-${CLASSIC_SLOT}`).click();
  const dialog = page.getByTestId('slot-launch-dialog');
  await expect(dialog).toBeVisible();
  const popup = context.waitForEvent('page');
  await dialog.getByTestId('casino-launch-confirm').click();
  const game = await popup;
  await expect(game).toHaveURL(new RegExp(`/provider/demo/play/${CLASSIC_SLOT}\\?code=`));
  return game;
}

test('a member joins a running slot tournament, spins, and their rank appears on the live board; the finished tournament shows the winners', async ({
  browser,
  request,
}) => {
  // Stepping the simulated clock 11 minutes runs the minigame and sports feeds through them too.
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36).slice(-5);
  const headers = await adminHeaders(request);
  const now = await serverNowMs(request);
  const gameId = await slotGameId(request, headers);
  const runningName = `E2E 슬롯 대회 ${suffix}`;
  const endingName = `E2E 마감 대회 ${suffix}`;
  await createTournament(request, headers, {
    name: runningName,
    startsMs: now - MINUTE_MS,
    endsMs: now + 120 * MINUTE_MS,
    gameId,
  });
  const endingId = await createTournament(request, headers, {
    name: endingName,
    startsMs: now - MINUTE_MS,
    endsMs: now + 10 * MINUTE_MS,
    gameId,
  });

  const account = await createFundedMember(request, 100_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);
  await page.goto('/tournament');
  await expect(cardOf(page, runningName).getByTestId('tournament-scoring')).toHaveText('총 베팅액');
  await expect(cardOf(page, runningName).getByTestId('tournament-countdown')).toContainText(
    '종료까지',
  );
  await joinFromList(page, endingName);
  await joinFromList(page, runningName);

  // The detail: joined, no counted round yet, the board streaming.
  await cardOf(page, runningName).getByTestId('tournament-open').click();
  const board = page.getByTestId('tournament-board');
  await expect(page.getByTestId('tournament-my-rank')).toHaveAttribute('data-rank', '');
  await expect(board.getByTestId('tournament-board-connection')).toHaveAttribute(
    'data-status',
    'connected',
  );

  const game = await openQualifyingGame(member);
  await expect(game.getByTestId('slot-game')).toHaveAttribute('data-state', 'idle');
  await game.getByTestId('stake-select').selectOption(String(STAKE_WON));
  await game.getByTestId('spin-button').click();
  await expect(game.getByTestId('win-amount')).toHaveAttribute('data-final', 'true', {
    timeout: 30_000,
  });

  // No reload: the closed round's stake reaches the board over the tournament's stream.
  await expect(page.getByTestId('tournament-my-rank')).toHaveAttribute('data-rank', '1');
  const myRow = board.locator('[data-testid="tournament-board-row"][data-me="true"]');
  await expect(myRow).toHaveAttribute('data-rank', '1');
  await expect(myRow).toContainText('1,000원');
  await expect(myRow).toContainText('10,000원');
  await page.screenshot({ path: 'artifacts/screenshots/tournament-live-board.png' });
  await game.close();

  // At 375 px the detail still reads without sideways scrolling (the board scrolls in its box).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(myRow).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'artifacts/screenshots/tournament-detail-375.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The second tournament ends on the server's clock; the end job freezes it and pays rank 1.
  await advanceClock(request, 11 * 60);
  // The winner is told by a message in the inbox, which the site makes them read first (spec §8).
  await expectAlert(member, '메시지가 도착했습니다. 사이트 이용 전 메시지를 확인해주세요.');
  await expect(page).toHaveURL(/\/message/);
  await page
    .getByRole('button', { name: `[토너먼트] ${endingName} 1위 입상`, exact: true })
    .click();
  await expect(page.getByTestId('message-body')).toContainText('10,000');
  await page.goto(`/tournament?tab=finished&id=${endingId}`);
  await expect(page.getByTestId('tournament-status')).toHaveText('종료');
  const winner = page.getByTestId('tournament-winner').first();
  await expect(winner).toHaveAttribute('data-rank', '1');
  await expect(winner).toContainText('1,000원');
  await expect(winner).toContainText('10,000원');
  await expect(page.getByTestId('tournament-board')).toContainText('최종 순위');

  await member.context.close();

  // The operator: the payout record of the finished tournament names the member's prize.
  const admin = await openAdmin(browser);
  await admin.page.goto('/admin/tournament');
  const row = admin.page.locator(`[data-testid="admin-tournament-row"][data-id="${endingId}"]`);
  await row.getByTestId('admin-tournament-payouts-open').click();
  const payouts = admin.page.getByTestId('admin-tournament-payouts');
  await expect(payouts.getByTestId('admin-tournament-payout-row')).toContainText(account.userId);
  await expect(payouts.getByTestId('admin-tournament-payout-row')).toContainText('10,000원');
  await admin.context.close();
});

test('the operator creates a slot tournament in the back office, edits it before the start, and cancels it with a reason', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const name = `E2E 운영 대회 ${suffix}`;
  const renamed = `E2E 수정 대회 ${suffix}`;
  const admin = await openAdmin(browser);
  const { page } = admin;
  await page.goto('/admin/tournament');
  await page.getByTestId('admin-tournament-create').click();
  const form = page.getByTestId('admin-tournament-form');
  // A draft without a game is refused in the page, in Korean, before anything is sent.
  await form.getByLabel('이름', { exact: true }).fill(name);
  // Far enough ahead to still be upcoming whatever earlier tests stepped the server's clock by
  // (the form's default, an hour from the browser's now, is not).
  const seoulLocal = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);
  await form.getByLabel('시작 (한국 시간)').fill(seoulLocal(Date.now() + 20 * 86_400_000));
  await form.getByLabel('종료 (한국 시간)').fill(seoulLocal(Date.now() + 21 * 86_400_000));
  await form.getByLabel('금액').fill('50000');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert')).toHaveText('대상 게임이나 게임사를 하나 이상 고르세요.');
  await form.getByTestId(`admin-tournament-game-${CLASSIC_SLOT}`).check();
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByTestId('admin-tournament-list')).toContainText(
    `${name} 토너먼트를 만들었습니다.`,
  );
  const row = page.getByTestId('admin-tournament-row').filter({ hasText: name });
  await expect(row).toContainText('예정');

  // Before its start the operator may change it.
  await row.getByTestId('admin-tournament-edit').click();
  await expect(form.getByLabel('이름', { exact: true })).toHaveValue(name);
  await form.getByLabel('이름', { exact: true }).fill(renamed);
  await form.getByRole('button', { name: '저장' }).click();
  const renamedRow = page.getByTestId('admin-tournament-row').filter({ hasText: renamed });
  await expect(renamedRow).toContainText('예정');

  // Cancelling asks for the audited reason.
  await renamedRow.getByTestId('admin-tournament-cancel-open').click();
  const dialog = page.getByTestId('admin-tournament-cancel');
  await dialog.getByRole('button', { name: '토너먼트 취소' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('취소 사유를 입력하세요.');
  await dialog.getByLabel('취소 사유').fill('상금 조건 변경으로 취소');
  await dialog.getByRole('button', { name: '토너먼트 취소' }).click();
  await expect(renamedRow).toContainText('취소됨');
  await expect(renamedRow.getByTestId('admin-tournament-edit')).toBeDisabled();
  await admin.context.close();
});
