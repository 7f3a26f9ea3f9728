import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, cashWon, logIn, openTab, tokenOf } from './support/site';
import { betOnPowerballOdd, EOS_POWERBALL_1MIN, stepIntoFreshRound } from './support/minigame';

/**
 * The agent tree (docs/agent-tree.md): an agent creates a member on /manager, the member bets, and the agent sees
 * the member's turnover and its own share. The agent is a fresh sub-agent of the seeded
 * `manager` (0.5 % on minigames), so the figures are this test's own.
 */
const STAKE_WON = 10_000;

async function tokenFor(request: APIRequestContext, account: { userId: string; password: string }) {
  const res = await request.post('/api/member/login', { data: account });
  expect(res.status()).toBe(200);
  return { 'X-AUTH-TOKEN': res.headers()['x-auth-token']! };
}

test('an agent creates a member on /manager, the member bets, the agent sees the turnover', async ({
  browser,
  request,
}) => {
  const suffix = (Date.now().toString(36) + Math.random().toString(36).slice(2, 5)).slice(-8);
  const agent = { userId: `ag${suffix}`, password: 'agent1234!' };
  const created = await request.post('/api/manager/agents', {
    headers: await tokenFor(request, { userId: 'manager', password: 'manager1234!' }),
    data: {
      ...agent,
      nickname: `에이${suffix}`,
      phone: '010-5555-0001',
      withdrawPassword: '1234',
      ratesBp: { mini: 50, sports: 0, casino: 0, slot: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  // The agent creates its member through the form.
  const agentTab = await openTab(browser);
  await logIn(agentTab, agent);
  await expect(agentTab.page).toHaveURL(/\/manager/);
  const member = { userId: `mb${suffix}`, password: 'member1234' };
  const form = agentTab.page.getByTestId('manager-create');
  await form.getByTestId('manager-create-submit').click();
  await expect(form.getByText('아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.')).toBeVisible();
  await form.getByLabel('아이디', { exact: true }).fill(member.userId);
  await form.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await form.getByLabel('닉네임', { exact: true }).fill(`회원${suffix}`);
  await form.getByLabel('휴대폰 번호').fill('010-5555-0002');
  await form.getByLabel('출금 비밀번호').fill('1234');
  await form.getByTestId('manager-create-submit').click();
  await expect(form.getByText(`${member.userId} 계정을 생성했습니다.`)).toBeVisible();

  // The operator credits the member, who bets 10,000원 on 파워볼 홀 as a person does.
  const admin = await tokenFor(request, ADMIN);
  const found = await request.get(`/api/admin/members?search=${member.userId}`, { headers: admin });
  const memberId = ((await found.json()) as { items: { id: number }[] }).items[0]!.id;
  const credited = await request.post(`/api/admin/members/${memberId}/balance`, {
    headers: admin,
    data: {
      currency: 'cash',
      amount: 50_000,
      reason: 'e2e',
      idempotencyKey: `e2e-agent-${suffix}`,
    },
  });
  expect(credited.status()).toBe(200);
  const memberTab = await openTab(browser);
  const { page } = memberTab;
  await logIn(memberTab, member);
  await stepIntoFreshRound(request, await tokenOf(page));
  await page.goto('/minigame/eos/powerball1');
  await expect(page.getByTestId('minigame-round-no')).toBeVisible();
  await expect.poll(() => cashWon(page)).toBe(50_000);
  await betOnPowerballOdd(page, STAKE_WON);

  // Step past the draw and settlement, then past rolling's one-minute cutoff lag.
  const token = await tokenOf(page);
  const settled = async () => {
    const res = await request.get(`/api/minigame/bets?gameId=${EOS_POWERBALL_1MIN}&page=1`, {
      headers: { 'X-AUTH-TOKEN': `Bearer ${token}` },
    });
    return ((await res.json()) as { items: { status: number }[] }).items[0]?.status;
  };
  for (let step = 0; step < 4; step += 1) {
    await request.post('/api/dev/clock/advance', { data: { seconds: 30 } });
  }
  await expect.poll(settled).not.toBe(0);
  await request.post('/api/dev/clock/advance', { data: { seconds: 90 } });

  // The agent sees the member in its subtree and the turnover with its share: 10,000 × 0.5 %.
  await agentTab.page.reload();
  await expect(
    agentTab.page
      .getByTestId('manager-member-row')
      .and(agentTab.page.locator(`[data-user-id="${member.userId}"]`)),
  ).toBeVisible();
  await expect(
    agentTab.page
      .getByTestId('manager-report-row')
      .and(agentTab.page.locator(`[data-user-id="${member.userId}"]`)),
  ).toBeVisible();
  const mini = agentTab.page
    .getByTestId('manager-rolling-row')
    .and(agentTab.page.locator('[data-category="mini"]'));
  await expect(mini).toContainText('10,000원');
  await expect(mini).toContainText('50원');
  await memberTab.context.close();
  await agentTab.context.close();
});
