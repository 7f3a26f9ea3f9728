import type { RatesBp } from '../../common/contract/rolling.contract';
import type { Db, Queryable } from '../platform/db/db';
import { openMemberAccounts } from '../platform/ledger/accounts';
import { hashPassword } from '../platform/lib/password-hasher';
import { newRecommendCode } from '../member/recommend-code';
import { writeSetting } from '../content/settings.service';

/**
 * The demo agent tree (docs/agent-tree.md): head office → distributor → the seeded `manager`
 * (whose member is `demo`), as README's table lists. Rates step down the path, so each level
 * earns the difference: on minigames and sports demo 1 %, manager 1.5 % (earns 0.5 %; seed-data
 * SEED_ROLLING_RATES_BP), distributor 2 % (0.5 %), head office 3 % (1 %).
 */
export const SEED_AGENT_TREE: readonly {
  userId: string;
  password: string;
  nickname: string;
  ratesBp: RatesBp;
}[] = [
  {
    userId: 'headoffice',
    password: 'head1234!',
    nickname: '본사',
    ratesBp: { mini: 300, sports: 300, casino: 150, slot: 150 },
  },
  {
    userId: 'distributor',
    password: 'dist1234!',
    nickname: '총판',
    ratesBp: { mini: 200, sports: 200, casino: 100, slot: 100 },
  },
];

const SEED_MARKER_KEY = 'seed.agent-tree';
/** Only beside the demo (dev only). */
const DEMO_MARKER_KEY = 'seed.foundation';
const SEED_LOCK = 4_201_031;

async function hasSetting(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM settings WHERE key = $1', [key])).length > 0;
}

/**
 * Seeds the demo tree once beside the demo (its own marker, so a site seeded before the tree
 * gets it on its next start); false when not (no demo, done before, an id taken, or `manager`
 * gone or already under another agent). Moving `manager` under the distributor is an ordinary
 * UPDATE of agent_id: migration 031's trigger keeps the closure.
 */
export async function seedDemoAgentTree(db: Db): Promise<boolean> {
  if (!(await hasSetting(db, DEMO_MARKER_KEY)) || (await hasSetting(db, SEED_MARKER_KEY))) {
    return false;
  }
  const hashes = await Promise.all(SEED_AGENT_TREE.map((a) => hashPassword(a.password)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasSetting(tx, SEED_MARKER_KEY)) return false;
    const taken = await tx.query('SELECT 1 FROM members WHERE user_id = ANY($1::text[])', [
      SEED_AGENT_TREE.map((a) => a.userId),
    ]);
    const [manager] = await tx.query<{ id: number; agent_id: number | null }>(
      `SELECT id, agent_id FROM members WHERE user_id = 'manager' AND type = 2`,
    );
    if (taken.length > 0 || !manager || manager.agent_id !== null) return false;
    let parentId: number | null = null;
    for (const [index, agent] of SEED_AGENT_TREE.entries()) {
      const [row]: { id: number }[] = await tx.query<{ id: number }>(
        `INSERT INTO members (user_id, password_hash, nickname, type, role, level, recommend_code,
                              agent_id)
         VALUES ($1, $2, $3, 2, 0, 1, $4, $5) RETURNING id`,
        [agent.userId, hashes[index], agent.nickname, await newRecommendCode(tx), parentId],
      );
      await openMemberAccounts(tx, row!.id);
      await writeRates(tx, row!.id, agent.ratesBp);
      parentId = row!.id;
    }
    await tx.query('UPDATE members SET agent_id = $2 WHERE id = $1', [manager.id, parentId]);
    await writeSetting(tx, SEED_MARKER_KEY, { seededAt: new Date().toISOString() });
    return true;
  });
}

async function writeRates(tx: Queryable, memberId: number, ratesBp: RatesBp): Promise<void> {
  for (const [category, rateBp] of Object.entries(ratesBp)) {
    await tx.query(
      `INSERT INTO rolling_rates (member_id, category, rate_bp) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, category) DO UPDATE SET rate_bp = EXCLUDED.rate_bp`,
      [memberId, category, rateBp],
    );
  }
}
