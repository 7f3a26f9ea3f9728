import type { Db, Queryable } from '../platform/db/db';
import { openMemberAccounts } from '../platform/ledger/accounts';
import { transfer } from '../platform/ledger/transfer';
import { sanitisePopupHtml } from '../platform/lib/html-sanitizer';
import { hashPassword } from '../platform/lib/password-hasher';
import { newRecommendCode } from '../member/recommend-code';
import { writeSetting } from '../content/settings.service';
import {
  DEMO_START_CASH_WON,
  DEMO_START_POINTS,
  MESSENGER_CONTACTS,
  NEWS_LINKS,
  SEED_ADMIN,
  SEED_DEMO,
  SEED_MANAGER,
  SEED_ROLLING_RATES_BP,
  WELCOME_POPUP,
  type SeedMember,
} from './seed-data';
import { seedDemoCoupon } from './coupon.seed';
import { seedSiteDefaults } from './site-defaults.seed';

/** Marks the seed as done in `settings`, so a restart never seeds twice. */
const SEED_MARKER_KEY = 'seed.foundation';
/** Two nodes starting on one empty database: the second waits, then sees the marker. */
const SEED_LOCK = 4_201_002;

async function insertMember(
  tx: Queryable,
  member: SeedMember,
  hashes: { password: string; withdrawPassword: string },
  agentId: number | null,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO members (user_id, password_hash, withdraw_password_hash, nickname, phone, type,
                          role, level, recommend_code, agent_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9) RETURNING id`,
    [
      member.userId,
      hashes.password,
      hashes.withdrawPassword,
      member.nickname,
      member.phone,
      member.type,
      member.role,
      await newRecommendCode(tx),
      agentId,
    ],
  );
  await openMemberAccounts(tx, row!.id);
  return row!.id;
}

/** The demo's pop-up, news ticker and messenger contacts (`@demo_support` is nobody's). */
async function seedContent(tx: Queryable): Promise<void> {
  const p = WELCOME_POPUP;
  await tx.query(
    `INSERT INTO popups (title, contents, width, height, pc_left, pc_top, popup_flg, visible_flag)
     VALUES ($1, $2, $3, $4, $5, $6, TRUE, TRUE)`,
    [p.title, sanitisePopupHtml(p.contents), p.width, p.height, p.pcLeftLocation, p.pcTopLocation],
  );
  for (const [index, contents] of NEWS_LINKS.entries()) {
    await tx.query('INSERT INTO news_links (contents, sort_order) VALUES ($1, $2)', [
      contents,
      index,
    ]);
  }
  for (const [index, c] of MESSENGER_CONTACTS.entries()) {
    await tx.query(
      'INSERT INTO messenger_contacts (name, account, img_path, sort_order) VALUES ($1, $2, $3, $4)',
      [c.name, c.account, c.imgPath, index],
    );
  }
}

async function seedRollingRates(
  tx: Queryable,
  memberId: number,
  ratesBp: Record<string, number>,
): Promise<void> {
  for (const [category, rateBp] of Object.entries(ratesBp)) {
    await tx.query('INSERT INTO rolling_rates (member_id, category, rate_bp) VALUES ($1, $2, $3)', [
      memberId,
      category,
      rateBp,
    ]);
  }
}

async function isSeeded(q: Queryable): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM settings WHERE key = $1', [SEED_MARKER_KEY]);
  return rows.length > 0;
}

async function hasMembers(q: Queryable): Promise<boolean> {
  return (await q.query('SELECT 1 FROM members LIMIT 1')).length > 0;
}

/**
 * Fills an empty site with the site defaults, then the demo accounts (demo, admin, manager),
 * their money, coupon, rolling rates and the demo content, all in one transaction, once.
 * Returns false when the demo was seeded before, or when the site already has members (an
 * operator made with `npm run admin:create` may be called `admin`: the demo never collides).
 * Only for the embedded demo, tests and benches, or SEED_DEMO=1 (server/boot/prepare-database.ts).
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  await seedSiteDefaults(db);
  // Every start after the first ends here, before paying for six Argon2id hashes.
  if ((await isSeeded(db)) || (await hasMembers(db))) return false;
  const [manager, admin, demo] = await Promise.all(
    [SEED_MANAGER, SEED_ADMIN, SEED_DEMO].map(async (m) => ({
      password: await hashPassword(m.password),
      withdrawPassword: await hashPassword(m.withdrawPassword),
    })),
  );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    // Checked again under the lock: another node may have seeded since the first look.
    if ((await isSeeded(tx)) || (await hasMembers(tx))) return false;

    const managerId = await insertMember(tx, SEED_MANAGER, manager!, null);
    await insertMember(tx, SEED_ADMIN, admin!, null);
    const demoId = await insertMember(tx, SEED_DEMO, demo!, managerId);
    await transfer(tx, {
      idempotencyKey: 'seed:demo:cash',
      kind: 'seed_credit',
      reference: `member:${demoId}`,
      from: { system: 'house', currency: 'KRW' },
      to: { memberId: demoId, kind: 'member_cash' },
      amount: DEMO_START_CASH_WON,
      memo: '데모 시작 금액',
    });
    await transfer(tx, {
      idempotencyKey: 'seed:demo:point',
      kind: 'seed_credit',
      reference: `member:${demoId}`,
      from: { system: 'promotions', currency: 'POINT' },
      to: { memberId: demoId, kind: 'member_point' },
      amount: DEMO_START_POINTS,
      memo: '데모 시작 포인트',
    });
    await seedRollingRates(tx, demoId, SEED_ROLLING_RATES_BP.demo);
    await seedRollingRates(tx, managerId, SEED_ROLLING_RATES_BP.manager);
    await seedDemoCoupon(tx, demoId);
    await seedContent(tx);
    await writeSetting(tx, SEED_MARKER_KEY, { seededAt: new Date().toISOString() });
    return true;
  });
}
