import { expect, test, type APIRequestContext } from '@playwright/test';
import { virtualSportVenues } from '../../common/domain/minigame/catalog';
import { MINIGAME_GAME_NAMES } from '../../common/i18n/minigame.ko';
import { ERROR_PAGE } from '../../common/i18n/shell.ko';
import { createFundedMember, logIn, openTab, cashWon, tokenOf } from './support/site';
import { betOnPowerballOdd, EOS_POWERBALL_1MIN, stepIntoFreshRound } from './support/minigame';

const STAKE_WON = 10_000;

interface BetView {
  roundId: string;
  status: number;
  payoutWon: number;
}

async function myBets(request: APIRequestContext, token: string): Promise<BetView[]> {
  const res = await request.get(`/api/minigame/bets?gameId=${EOS_POWERBALL_1MIN}&page=1`, {
    headers: { 'X-AUTH-TOKEN': `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: BetView[] }).items;
}

test('a member bets on 파워볼 홀, the stepped round draws and settles, and the result verifies', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 100_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);
  await stepIntoFreshRound(request, await tokenOf(page));
  await page.goto('/minigame/eos/powerball1');
  await expect(page.getByTestId('minigame-round-no')).toBeVisible();
  await expect(page.getByTestId('minigame-countdown')).toHaveText(/\d/);
  const before = await betOnPowerballOdd(page, STAKE_WON);
  const token = await tokenOf(page);
  const [placed] = await myBets(request, token);
  expect(placed?.status).toBe(0);

  // Step simulated time past the draw and settlement of the round the bet is on.
  for (let step = 0; step < 4; step += 1) {
    await request.post('/api/dev/clock/advance', { data: { seconds: 30 } });
  }
  await expect.poll(async () => (await myBets(request, token))[0]?.status).not.toBe(0);
  const [settled] = await myBets(request, token);
  expect(settled!.roundId).toBe(placed!.roundId);
  await expect(page.getByTestId('minigame-draw')).toBeVisible();
  // Won: floor(10,000 × 1.95) back; lost: nothing; either way the top bar shows it live.
  await expect.poll(() => cashWon(page)).toBe(before - STAKE_WON + settled!.payoutWon);
  expect([0, Math.floor((STAKE_WON * 195) / 100)]).toContain(settled!.payoutWon);

  await page.goto('/game_result/minigame');
  await page.getByLabel('게임').selectOption({ label: 'EOS 파워볼 1분' });
  // The table numbers rounds without leading zeros: '20261123-0021' is 21회차.
  const roundNo = Number(settled!.roundId.split('-')[1]);
  const row = page.getByTestId('results-row').filter({ hasText: new RegExp(`^${roundNo}회차`) });
  await expect(row.first()).toBeVisible();
  await row.first().getByRole('button', { name: '검증' }).click();
  await expect(page.getByTestId('verify-result').first()).toContainText('✓');
  // Below the results, each market's 환수율 at the game's odds: sum medium 881/2457 × 2.60.
  const medium = page
    .getByTestId('market-rtp-row')
    .and(page.locator('[data-selection-key="sumSize.medium"]'));
  await expect(medium).toContainText('2.60');
  await expect(medium.getByTestId('market-rtp')).toHaveText('93.23%');
  await member.context.close();
});

test('each bet365 sport URL opens its first venue, not the 404 page', async ({
  browser,
  request,
}) => {
  const member = await openTab(browser);
  await logIn(member, await createFundedMember(request, 0));
  const { page } = member;
  for (const sport of ['basketball', 'dog', 'horse', 'soccer']) {
    const [first, ...others] = virtualSportVenues(sport);
    await page.goto(`/minigame/bet365/${sport}`);
    await expect(page).toHaveURL(new RegExp(`${first!.route}$`));
    await expect(page.getByTestId('minigame-page')).toHaveAttribute(
      'data-game-id',
      String(first!.id),
    );
    await expect(page.getByText(ERROR_PAGE.notFound)).toHaveCount(0);
    // The venue page's tabs name this venue as the current one and link the sport's other venues.
    const tabs = page.getByRole('list', { name: '게임', exact: true });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText(
      MINIGAME_GAME_NAMES.bet365![first!.game]!,
    );
    for (const venue of others) {
      await expect(
        tabs.getByRole('link', { name: MINIGAME_GAME_NAMES.bet365![venue.game]!, exact: true }),
      ).toHaveAttribute('href', venue.route);
    }
  }
  await member.context.close();
});
