/**
 * The demo agent tree (README's demo accounts) on PGlite and PostgreSQL:
 * seeded once beside the demo, headoffice → distributor → manager → demo, and the demo's
 * turnover split 1 / 0.5 / 0.5 % along that path as README says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAgentTree } from '../../../server/seed/agent-tree.seed';
import type { ManagerAgent } from '../../../common/contract/manager.contract';
import type { RollingSummary } from '../../../common/contract/rolling.contract';
import {
  DEMO,
  FakeClock,
  MANAGER,
  login,
  memberIdOf,
  startTestApp,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';
import { addMiniBet } from '../helpers/turnover-fixtures';

describe.each(dbTargets)('demo agent tree on %s', (target) => {
  let h: TestApp;
  const clock = new FakeClock(Date.parse('2025-03-10T03:00:00Z'));

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
  }, 120_000);
  afterAll(() => h?.close());

  it('seeds head office → distributor → manager once; each level earns its difference', async () => {
    expect(await seedDemoAgentTree(h.db)).toBe(true);
    expect(await seedDemoAgentTree(h.db)).toBe(false);
    const head = await login(h.app, { userId: 'headoffice', password: 'head1234!' });
    const tree = await h.app.inject({ url: '/api/manager/agents', headers: head.headers });
    expect(
      tree.json<{ items: ManagerAgent[] }>().items.map((a) => [a.userId, a.depth, a.memberCount]),
    ).toEqual([
      ['headoffice', 0, 0],
      ['distributor', 1, 0],
      ['manager', 2, 1],
    ]);

    await addMiniBet(
      h.db,
      await memberIdOf(h.db, DEMO.userId),
      100_000,
      new Date('2025-03-10T01:00:00Z'),
    );
    const miniAfter = async (credentials: { userId: string; password: string }) => {
      const who = await login(h.app, credentials);
      const res = await h.app.inject({ url: '/api/manager/rolling', headers: who.headers });
      return res.json<RollingSummary>().categories.find((c) => c.category === 'mini')!.after;
    };
    // demo 1 % → manager 1.5 % → distributor 2 % → head office 3 %.
    expect(await miniAfter(MANAGER)).toEqual({ turnoverWon: 100_000, rollingWon: 500 });
    expect(await miniAfter({ userId: 'distributor', password: 'dist1234!' })).toEqual({
      turnoverWon: 100_000,
      rollingWon: 500,
    });
    expect(await miniAfter({ userId: 'headoffice', password: 'head1234!' })).toEqual({
      turnoverWon: 100_000,
      rollingWon: 1_000,
    });
  });
});
