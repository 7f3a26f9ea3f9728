/**
 * Recorded turnover and extra members for the rolling and manager tests. Turnover is written as
 * graded minigame bets (the rows the mini turnover source reads); stakes are not moved through
 * the ledger here, because rolling reads bets, never balances.
 */
import type { Db } from '../../../server/platform/db/db';
import { openMemberAccounts } from '../../../server/platform/ledger/accounts';
import { hashPassword } from '../../../server/platform/lib/password-hasher';

/** A game id outside the catalog: the engine never touches its round. */
const FIXTURE_GAME_ID = 99_001;
export const FIXTURE_PASSWORD = 'fixture1234!';

let serial = 0;
const unique = (prefix: string) =>
  `${prefix}${(++serial).toString(36)}${Math.random().toString(36).slice(2, 7)}`;

let passwordHash: Promise<string> | null = null;

/** A member (type 1) or agent (type 2) who can log in with FIXTURE_PASSWORD. */
export async function createLoginMember(
  db: Db,
  opts: { type?: 1 | 2; agentId?: number | null } = {},
): Promise<{ id: number; userId: string }> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const userId = unique('u');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (user_id, password_hash, nickname, type, recommend_code, agent_id)
     VALUES ($1, $2, $1, $3, $1, $4) RETURNING id`,
    [userId, await passwordHash, opts.type ?? 1, opts.agentId ?? null],
  );
  await openMemberAccounts(db, row!.id);
  return { id: row!.id, userId };
}

/** A settled round of its own per bet: a member holds one live bet per round. */
async function fixtureRound(db: Db): Promise<string> {
  const roundId = unique('round-');
  await db.query(
    `INSERT INTO minigame_rounds (game_id, round_id, round_no, status, opens_at, closes_at,
                                  draw_at, commit_hex)
     VALUES ($1, $2, 1, 'settled', '2000-01-01T00:00:00Z', '2000-01-01T00:00:00Z',
             '2000-01-01T00:00:00Z', 'fixture')`,
    [FIXTURE_GAME_ID, roundId],
  );
  return roundId;
}

/** Minigame bet statuses (spec §4): 0 open, 1 lost, 2 won, 3 push, -1 cancelled. */
export async function addMiniBet(
  db: Db,
  memberId: number,
  stakeWon: number,
  settledAt: Date | null,
  status: 0 | 1 | 2 | 3 | -1 = 1,
): Promise<void> {
  const roundId = await fixtureRound(db);
  await db.query(
    `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                odds_hundredths, status, idempotency_key, created_at, settled_at)
     VALUES ($1, $2, $3, 'fixture.pick', $4, 195, $5, $6, COALESCE($7::timestamptz, now()), $7)`,
    [
      memberId,
      FIXTURE_GAME_ID,
      roundId,
      stakeWon,
      status,
      unique('bet-'),
      settledAt?.toISOString() ?? null,
    ],
  );
}
