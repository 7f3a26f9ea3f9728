/**
 * A small seeded day for the report tests: every row is written
 * by SQL with its own time, the way the services write them (bets inserted open, then graded by
 * an UPDATE), so migration 029's triggers see inserts, settlements and a resettlement. The
 * expected figures are computed by hand in reports.test.ts from the rows below.
 *
 * Day D is 2026-03-15 in Asia/Seoul: 2026-03-14T15:00Z to 2026-03-15T15:00Z.
 */
import type { Db } from '../../../server/platform/db/db';
import { transfer } from '../../../server/platform/ledger/transfer';
import type { TransferKind } from '../../../server/platform/ledger/transfer-kinds';
import { createLoginMember } from '../helpers/turnover-fixtures';

export const DAY = '2026-03-15';
export const DAY_BEFORE = '2026-03-14';
export const DAY_AFTER = '2026-03-16';
/** 12:00 KST on D. */
const NOON = '2026-03-15T03:00:00Z';
/** 00:30 KST on D: still D in Seoul though the 14th in UTC. */
const EARLY = '2026-03-14T15:30:00Z';
/** 00:10 KST on the 16th: the 15th in UTC, not D in Seoul. */
const NEXT_DAY = '2026-03-15T15:10:00Z';
/** 19:00 KST on the 14th. */
const BEFORE = '2026-03-14T10:00:00Z';

/** A catalog minigame (mgm baccarat1) and a bet365 virtual game (soccer eurocups). */
export const MINI_GAME = 101;
export const VIRTUAL_GAME = 831;

export interface ReportFixture {
  agentA: number;
  agentB: number;
  m1: { id: number; userId: string };
  m2: number;
  m3: number;
  casinoGame: number;
  slotGame: number;
}

let serial = 0;

interface SportsBetSpec {
  member: number;
  family: 'prematch' | 'korean' | 'inplay';
  stake: number;
  potential: number;
  maxPayout?: number;
  createdAt: string;
  legs: { league: string; fixture: number }[];
}

async function openSportsBet(db: Db, bet: SportsBetSpec): Promise<number> {
  const kind = bet.legs.length > 1 ? 'multiple' : 'single';
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO sports_bets (member_id, family, kind, line_stake_won, stake_won,
                              total_odds_hundredths, potential_payout_won, max_payout_won,
                              odds_policy, idempotency_key, request_fingerprint, created_at)
     VALUES ($1, $2, $3, $4, $4, 200, $5, $6, 'none', $7, 'fp', $8) RETURNING id`,
    [
      bet.member,
      bet.family,
      kind,
      bet.stake,
      bet.potential,
      bet.maxPayout ?? 1_000_000,
      `report-${++serial}`,
      bet.createdAt,
    ],
  );
  const id = row!.id;
  for (const [legNo, leg] of bet.legs.entries()) {
    await db.query(
      `INSERT INTO sports_bet_legs (bet_id, leg_no, selection_id, book, fixture_id, sport_id,
                                    league_name, home_name, away_name, market_type_id,
                                    market_name, market_name_korean, selection_name,
                                    selection_label, price_hundredths)
       VALUES ($1, $2, $3, $4, $5, 1, $6, '홈팀', '원정팀', 1, '1X2', '승무패', '1', '홈승', 200)`,
      [
        id,
        legNo,
        900_000 + serial * 10 + legNo,
        bet.family === 'inplay' ? 'inplay' : 'prematch',
        leg.fixture,
        leg.league,
      ],
    );
  }
  return id;
}

async function gradeSportsBet(
  db: Db,
  id: number,
  status: -1 | 1 | 2 | 3,
  payout: number,
  settledAt: string,
  cashedOut?: number,
): Promise<void> {
  await db.query(
    `UPDATE sports_bets SET status = $2, payout_won = $3, settled_at = $4, cashed_out_won = $5,
            settle_version = settle_version + 1
      WHERE id = $1`,
    [id, status, payout, settledAt, cashedOut ?? null],
  );
}

async function miniBet(
  db: Db,
  member: number,
  game: number,
  stake: number,
  createdAt: string,
  grade?: { status: 1 | 2 | 3; payout: number; at: string },
): Promise<void> {
  const roundId = `report-round-${++serial}`;
  await db.query(
    `INSERT INTO minigame_rounds (game_id, round_id, round_no, status, opens_at, closes_at,
                                  draw_at, commit_hex)
     VALUES ($1, $2, 1, 'settled', $3, $3, $3, 'fixture')`,
    [game, roundId, createdAt],
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                odds_hundredths, idempotency_key, created_at)
     VALUES ($1, $2, $3, 'fixture.pick', $4, 195, $5, $6) RETURNING id`,
    [member, game, roundId, stake, `report-mini-${serial}`, createdAt],
  );
  if (!grade) return;
  await db.query(
    `UPDATE minigame_bets SET status = $2, payout_won = $3, settled_at = $4 WHERE id = $1`,
    [row!.id, grade.status, grade.payout, grade.at],
  );
}

async function casinoRound(
  db: Db,
  member: number,
  game: number,
  stake: number,
  end: { status: 'open' | 'closed' | 'rolled_back'; win: number },
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO casino_rounds (provider_id, round_ref, member_id, game_id, kind, stake,
                                opened_at)
     SELECT 1, $1, $2, g.id, g.kind, $4, $5 FROM casino_games g WHERE g.id = $3 RETURNING id`,
    [`report-cr-${++serial}`, member, game, stake, NOON],
  );
  if (end.status === 'open') return;
  await db.query(
    `UPDATE casino_rounds SET status = $2, win = $3,
            closed_at = CASE WHEN $2 = 'closed' THEN $4::timestamptz END
      WHERE id = $1`,
    [row!.id, end.status, end.win, NOON],
  );
}

async function walletRequest(
  db: Db,
  member: number,
  kind: 'charge' | 'exchange',
  amount: number,
  status: 'approved' | 'rejected',
  decidedAt: string,
): Promise<void> {
  await db.query(
    `INSERT INTO wallet_requests (member_id, kind, amount_won, status, idempotency_key,
                                  created_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [member, kind, amount, status, `report-w-${++serial}`, decidedAt],
  );
}

/** A ledger transfer as the services make it, dated on the fixture's day. */
async function paid(
  db: Db,
  kind: TransferKind,
  from: Parameters<typeof transfer>[1]['from'],
  to: Parameters<typeof transfer>[1]['to'],
  amount: number,
  at: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await transfer(tx, {
      idempotencyKey: `report-t-${++serial}`,
      kind,
      from,
      to,
      amount,
    });
    await tx.query('UPDATE ledger_transfers SET created_at = $2 WHERE id = $1', [
      done.transferId,
      at,
    ]);
  });
}

export async function seedReportDay(db: Db): Promise<ReportFixture> {
  const agentA = (await createLoginMember(db, { type: 2 })).id;
  const agentB = (await createLoginMember(db, { type: 2, agentId: agentA })).id;
  const m1 = await createLoginMember(db, { agentId: agentA });
  const m2 = (await createLoginMember(db, { agentId: agentB })).id;
  const m3 = (await createLoginMember(db)).id;
  // New members on D: m1 and m2 (m3 and the agents signed up today, outside the range).
  await db.query('UPDATE members SET created_at = $2 WHERE id = $1', [m1.id, NOON]);
  await db.query('UPDATE members SET created_at = $2 WHERE id = $1', [m2, EARLY]);

  // ---- sports ----
  const s1 = await openSportsBet(db, {
    member: m1.id,
    family: 'prematch',
    stake: 10_000,
    potential: 20_000,
    createdAt: EARLY,
    legs: [{ league: 'K리그1', fixture: 7001 }],
  });
  await gradeSportsBet(db, s1, 2, 20_000, NOON);
  const s2 = await openSportsBet(db, {
    member: m2,
    family: 'korean',
    stake: 5_000,
    potential: 20_000,
    createdAt: NOON,
    legs: [
      { league: 'K리그1', fixture: 7002 },
      { league: 'EPL', fixture: 7003 },
    ],
  });
  await gradeSportsBet(db, s2, 1, 0, NOON);
  const s3 = await openSportsBet(db, {
    member: m1.id,
    family: 'inplay',
    stake: 20_000,
    potential: 30_000,
    createdAt: NOON,
    legs: [{ league: 'EPL', fixture: 7004 }],
  });
  await gradeSportsBet(db, s3, 3, 12_000, NOON, 12_000);
  // Placed and first graded (won) on the 14th, then resettled as lost on D: it counts on D only.
  const s4 = await openSportsBet(db, {
    member: m3,
    family: 'prematch',
    stake: 7_000,
    potential: 14_000,
    createdAt: '2026-03-14T09:00:00Z',
    legs: [{ league: 'EPL', fixture: 7005 }],
  });
  await gradeSportsBet(db, s4, 2, 14_000, BEFORE);
  await gradeSportsBet(db, s4, 1, 0, '2026-03-15T01:00:00Z');
  const s5 = await openSportsBet(db, {
    member: m2,
    family: 'prematch',
    stake: 9_000,
    potential: 18_000,
    createdAt: NOON,
    legs: [{ league: 'K리그1', fixture: 7006 }],
  });
  await gradeSportsBet(db, s5, -1, 9_000, NOON);
  // Open: fixture 7101 carries both, 7102 only the multiple (capped at its max payout 8,000).
  await openSportsBet(db, {
    member: m1.id,
    family: 'prematch',
    stake: 3_000,
    potential: 6_000,
    createdAt: NOON,
    legs: [{ league: 'K리그1', fixture: 7101 }],
  });
  await openSportsBet(db, {
    member: m2,
    family: 'prematch',
    stake: 1_000,
    potential: 9_000,
    maxPayout: 8_000,
    createdAt: NOON,
    legs: [
      { league: 'K리그1', fixture: 7101 },
      { league: 'EPL', fixture: 7102 },
    ],
  });
  // Settled at 00:10 KST on the 16th: not D.
  const s8 = await openSportsBet(db, {
    member: m1.id,
    family: 'prematch',
    stake: 4_000,
    potential: 8_000,
    createdAt: NOON,
    legs: [{ league: 'K리그1', fixture: 7008 }],
  });
  await gradeSportsBet(db, s8, 2, 8_000, NEXT_DAY);

  // ---- minigame and virtual ----
  await miniBet(db, m1.id, MINI_GAME, 1_000, NOON, { status: 2, payout: 1_950, at: NOON });
  await miniBet(db, m2, MINI_GAME, 2_000, NOON, { status: 1, payout: 0, at: NOON });
  await miniBet(db, m3, VIRTUAL_GAME, 5_000, NOON, { status: 2, payout: 10_000, at: NOON });
  await miniBet(db, m3, MINI_GAME, 3_000, NOON, { status: 3, payout: 3_000, at: NOON });
  await miniBet(db, m1.id, MINI_GAME, 500, NOON);

  // ---- casino and slot ----
  const [casino] = await db.query<{ id: number }>(
    `SELECT id FROM casino_games WHERE game_code = 'baccarat-1'`,
  );
  const [slot] = await db.query<{ id: number }>(
    `SELECT id FROM casino_games WHERE game_code = 'classic-3x3'`,
  );
  const [roulette] = await db.query<{ id: number }>(
    `SELECT id FROM casino_games WHERE game_code = 'roulette-1'`,
  );
  const [video] = await db.query<{ id: number }>(
    `SELECT id FROM casino_games WHERE game_code = 'video-5x3'`,
  );
  await casinoRound(db, m1.id, casino!.id, 50_000, { status: 'closed', win: 45_000 });
  await casinoRound(db, m2, slot!.id, 3_000, { status: 'closed', win: 0 });
  await casinoRound(db, m2, slot!.id, 2_000, { status: 'closed', win: 6_500 });
  await casinoRound(db, m3, roulette!.id, 10_000, { status: 'rolled_back', win: 0 });
  await casinoRound(db, m3, video!.id, 1_000, { status: 'open', win: 0 });

  // ---- money ----
  await walletRequest(db, m1.id, 'charge', 100_000, 'approved', NOON);
  await walletRequest(db, m2, 'charge', 50_000, 'approved', EARLY);
  await walletRequest(db, m1.id, 'exchange', 30_000, 'approved', NOON);
  await walletRequest(db, m2, 'charge', 70_000, 'rejected', NOON);
  await walletRequest(db, m3, 'charge', 20_000, 'approved', BEFORE);

  const promotionsPoint = { system: 'promotions', currency: 'POINT' } as const;
  const promotionsCash = { system: 'promotions', currency: 'KRW' } as const;
  const cashOf = (memberId: number) => ({ memberId, kind: 'member_cash' }) as const;
  const pointOf = (memberId: number) => ({ memberId, kind: 'member_point' }) as const;
  await paid(db, 'deposit_bonus', promotionsPoint, pointOf(m1.id), 5_000, NOON);
  await paid(db, 'attendance', promotionsPoint, pointOf(m2), 1_000, NOON);
  await paid(db, 'coupon', promotionsCash, cashOf(m1.id), 3_000, NOON);
  await paid(db, 'event_payout', promotionsCash, cashOf(m2), 2_000, NOON);
  await paid(
    db,
    'rolling_payout',
    { system: 'rolling_payable', currency: 'KRW' },
    cashOf(m1.id),
    1_500,
    NOON,
  );
  // An operator's adjustment is neither a bonus nor rolling.
  await paid(db, 'admin_adjustment', { system: 'house', currency: 'KRW' }, cashOf(m3), 9_999, NOON);

  return { agentA, agentB, m1, m2, m3, casinoGame: casino!.id, slotGame: slot!.id };
}
