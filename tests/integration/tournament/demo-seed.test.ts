/**
 * The demo's tournaments: seeded once and only beside the demo, the running slot one
 * over the demo provider's slots, an upcoming one, and a finished one with its winners paid
 * through the ledger (which still balances).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { seedDemoTournaments } from '../../../server/seed/tournament.seed';
import {
  tournamentDetailSchema,
  tournamentListPageSchema,
} from '../../../common/contract/tournament.contract';
import { startTestApp, type TestApp } from '../helpers/app-harness';
import { closeTestDb, openTestDb } from '../helpers/test-db';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('demo tournaments on %s', (target) => {
  let h: TestApp;

  beforeAll(async () => {
    h = await startTestApp(target);
  }, 60_000);
  afterAll(() => h?.close());

  const tab = async (kind: string, name: string) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/tournaments?kind=${kind}&tab=${name}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return tournamentListPageSchema.parse(response.json()).items;
  };

  it('seeds once beside the demo: running, upcoming and finished with winners', async () => {
    expect(await seedDemoTournaments(h.db)).toBe(true);
    expect(await seedDemoTournaments(h.db)).toBe(false);
    const running = await tab('slot', 'running');
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({ status: 'running', providers: [{ id: 1 }] });
    expect(await tab('casino', 'running')).toHaveLength(1);
    expect(await tab('slot', 'upcoming')).toHaveLength(1);
    const [finished] = await tab('slot', 'finished');
    const detail = tournamentDetailSchema.parse(
      (await h.app.inject({ method: 'GET', url: `/api/tournaments/${finished!.id}` })).json(),
    );
    expect(detail.winners.map((w) => [w.rank, w.amount])).toEqual([
      [1, 50_000],
      [2, 20_000],
      [3, 10_000],
    ]);
    expect(detail.board.final).toBe(true);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('is not seeded where the demo was not', async () => {
    const bare = await openTestDb(target);
    try {
      expect(await seedDemoTournaments(bare)).toBe(false);
      expect(await bare.query('SELECT 1 FROM tournaments')).toHaveLength(0);
    } finally {
      await closeTestDb(bare);
    }
  });
});
