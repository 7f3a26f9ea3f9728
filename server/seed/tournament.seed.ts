/**
 * The demo's tournaments: a running slot tournament over the demo provider's slots
 * (free, join with the button), a running casino one over its tables, an upcoming slot one with a
 * 1,000원 fee, and a finished one whose three winners — demo players of their own, so the demo
 * account's balances stay as README states — were paid through the ledger as the end job pays.
 * Seeded once, only where the demo itself was seeded (never in production): its own marker, so
 * a demo database made before tournaments existed gets them at its next start.
 */
import type { Db, Queryable } from '../platform/db/db';
import { openMemberAccounts } from '../platform/ledger/accounts';
import { transfer } from '../platform/ledger/transfer';
import { hashPassword } from '../platform/lib/password-hasher';
import { newRecommendCode } from '../member/recommend-code';
import { writeSetting } from '../content/settings.service';
import { randomBytes } from 'node:crypto';
import { SEED_ADMIN } from './seed-data';

const SEED_MARKER_KEY = 'seed.tournaments';
/** The foundation seed's marker: tournaments are only seeded beside the demo. */
const DEMO_MARKER_KEY = 'seed.foundation';
const SEED_LOCK = 4_201_003;
const DAY_MS = 86_400_000;
const DEMO_PROVIDER_ID = 1;

const WINNERS = [
  { userId: 'luckyseven', nickname: '럭키세븐', score: 152_300 },
  { userId: 'slotking', nickname: '슬롯왕', score: 98_750 },
  { userId: 'jackpothunter', nickname: '잭팟헌터', score: 45_020 },
] as const;

const RUNNING_PRIZES = [
  { rankFrom: 1, rankTo: 1, currency: 'cash', amount: 100_000 },
  { rankFrom: 2, rankTo: 3, currency: 'cash', amount: 30_000 },
  { rankFrom: 4, rankTo: 10, currency: 'points', amount: 5_000 },
] as const;
const FINISHED_PRIZES = [
  { rankFrom: 1, rankTo: 1, currency: 'cash', amount: 50_000 },
  { rankFrom: 2, rankTo: 2, currency: 'cash', amount: 20_000 },
  { rankFrom: 3, rankTo: 3, currency: 'points', amount: 10_000 },
] as const;

async function hasSetting(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM settings WHERE key = $1', [key]);
  return rows.length > 0;
}

interface Seeded {
  kind: 'slot' | 'casino';
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  scoring: 'multiplier' | 'win_total' | 'stake_total';
  entryCurrency: 'free' | 'cash';
  entryFee: number;
  prizes: readonly { rankFrom: number; rankTo: number; currency: string; amount: number }[];
  state: 'scheduled' | 'finished';
}

async function insertTournament(tx: Queryable, adminId: number, t: Seeded, now: Date) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO tournaments (kind, name, description, starts_at, ends_at, scoring, min_stake,
                              entry_currency, entry_fee, prizes, state, created_by, created_at,
                              finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9::jsonb, $10, $11, $12, $13) RETURNING id`,
    [
      t.kind,
      t.name,
      t.description,
      t.startsAt,
      t.endsAt,
      t.scoring,
      t.entryCurrency,
      t.entryFee,
      JSON.stringify(t.prizes),
      t.state,
      adminId,
      now,
      t.state === 'finished' ? t.endsAt : null,
    ],
  );
  // Every game of the kind of the demo provider qualifies.
  await tx.query('INSERT INTO tournament_providers (tournament_id, provider_id) VALUES ($1, $2)', [
    row!.id,
    DEMO_PROVIDER_ID,
  ]);
  return row!.id;
}

/** The finished tournament's winners: members, entries with frozen ranks, prizes paid, inbox. */
async function seedWinners(tx: Queryable, tournamentId: number, adminId: number, endedAt: Date) {
  const hash = await hashPassword(randomBytes(24).toString('base64url'));
  for (const [i, winner] of WINNERS.entries()) {
    const rank = i + 1;
    const prize = FINISHED_PRIZES[i]!;
    const [member] = await tx.query<{ id: number }>(
      `INSERT INTO members (user_id, password_hash, nickname, recommend_code)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [winner.userId, hash, winner.nickname, await newRecommendCode(tx)],
    );
    await openMemberAccounts(tx, member!.id);
    await tx.query(
      `INSERT INTO tournament_entries (tournament_id, member_id, joined_at, joined_by, score,
                                       rounds, reached_at, final_rank)
       VALUES ($1, $2, $3, 'explicit', $4, $5, $3, $6)`,
      [tournamentId, member!.id, new Date(endedAt.getTime() - DAY_MS), winner.score, 20 - i, rank],
    );
    const moved = await transfer(tx, {
      idempotencyKey: `tournament-prize:${tournamentId}:${member!.id}`,
      kind: 'tournament_prize',
      reference: `tournament:${tournamentId}`,
      from: { system: 'promotions', currency: prize.currency === 'cash' ? 'KRW' : 'POINT' },
      to: {
        memberId: member!.id,
        kind: prize.currency === 'cash' ? 'member_cash' : 'member_point',
      },
      amount: prize.amount,
      memo: `데모 토너먼트 ${rank}위`,
    });
    await tx.query(
      `INSERT INTO tournament_payouts
         (tournament_id, member_id, kind, rank, score, currency, amount, ledger_transfer_id, paid_at)
       VALUES ($1, $2, 'prize', $3, $4, $5, $6, $7, $8)`,
      [
        tournamentId,
        member!.id,
        rank,
        winner.score,
        prize.currency,
        prize.amount,
        moved.transferId,
        endedAt,
      ],
    );
    await tx.query(
      `INSERT INTO messages (member_id, sender_id, title, body, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [
        member!.id,
        adminId,
        `[토너먼트] 지난주 슬롯 챔피언십 ${rank}위 입상`,
        `축하합니다! ${rank}위 상금이 지급되었습니다.`,
        endedAt,
      ],
    );
  }
}

/** Seeds the demo tournaments once beside the demo; false when not (no demo, or done before). */
export async function seedDemoTournaments(db: Db, now = new Date()): Promise<boolean> {
  if (!(await hasSetting(db, DEMO_MARKER_KEY)) || (await hasSetting(db, SEED_MARKER_KEY))) {
    return false;
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasSetting(tx, SEED_MARKER_KEY)) return false;
    const [admin] = await tx.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [
      SEED_ADMIN.userId,
    ]);
    if (!admin) return false;
    const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
    await insertTournament(
      tx,
      admin.id,
      {
        kind: 'slot',
        name: '데모 슬롯 위클리 토너먼트',
        description: '데모 게이밍의 모든 슬롯이 대상입니다. 베팅 금액 합계로 순위를 겨룹니다.',
        startsAt: day(-1),
        endsAt: day(7),
        scoring: 'stake_total',
        entryCurrency: 'free',
        entryFee: 0,
        prizes: RUNNING_PRIZES,
        state: 'scheduled',
      },
      now,
    );
    await insertTournament(
      tx,
      admin.id,
      {
        kind: 'casino',
        name: '라이브 카지노 배수 챌린지',
        description: '한 라운드 최고 당첨 배수(당첨금 ÷ 베팅금)로 순위를 겨룹니다.',
        startsAt: day(-1),
        endsAt: day(7),
        scoring: 'multiplier',
        entryCurrency: 'free',
        entryFee: 0,
        prizes: RUNNING_PRIZES,
        state: 'scheduled',
      },
      now,
    );
    await insertTournament(
      tx,
      admin.id,
      {
        kind: 'slot',
        name: '주말 슬롯 당첨금 레이스',
        description: '당첨금 합계로 순위를 겨룹니다. 참가비 1,000원.',
        startsAt: day(2),
        endsAt: day(4),
        scoring: 'win_total',
        entryCurrency: 'cash',
        entryFee: 1_000,
        prizes: RUNNING_PRIZES,
        state: 'scheduled',
      },
      now,
    );
    const finishedId = await insertTournament(
      tx,
      admin.id,
      {
        kind: 'slot',
        name: '지난주 슬롯 챔피언십',
        description: '한 라운드 최고 당첨 배수로 겨룬 지난주 대회입니다.',
        startsAt: day(-8),
        endsAt: day(-1),
        scoring: 'multiplier',
        entryCurrency: 'free',
        entryFee: 0,
        prizes: FINISHED_PRIZES,
        state: 'finished',
      },
      now,
    );
    await seedWinners(tx, finishedId, admin.id, day(-1));
    await writeSetting(tx, SEED_MARKER_KEY, { seededAt: now.toISOString() });
    return true;
  });
}
