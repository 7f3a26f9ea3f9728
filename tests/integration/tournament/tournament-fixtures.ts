/**
 * Tournaments for tests: an app on a hand-moved clock with the demo provider's wallet
 * key installed, tournaments created through the admin API, members who join, and rounds played
 * through real signed wallet calls (bet, then the win that closes the round).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  AdminTournament,
  AdminTournamentBody,
} from '../../../common/contract/tournament.contract';
import { ADMIN, FakeClock, login } from '../helpers/app-harness';
import { createLaunchToken, walletCall } from '../helpers/casino-signing';
import { startCasinoTestApp, type CasinoTestApp } from '../helpers/casino-app';
import { createMember, fund } from '../helpers/ledger-fixtures';
import type { DbTarget } from '../helpers/test-db';

export const SLOT = 'classic-3x3';
export const OTHER_SLOT = 'video-5x3';
const MINUTE_MS = 60_000;

export interface TournamentHarness extends CasinoTestApp {
  clock: FakeClock;
  close(): Promise<void>;
}

export async function startTournamentApp(target: DbTarget): Promise<TournamentHarness> {
  const clock = new FakeClock();
  const app = await startCasinoTestApp(target, clock);
  return { ...app, clock, close: () => app.h.close() };
}

export async function gameId(t: TournamentHarness, code: string): Promise<number> {
  const [row] = await t.h.db.query<{ id: number }>(
    'SELECT id FROM casino_games WHERE game_code = $1',
    [code],
  );
  return row!.id;
}

/** A running free slot tournament over SLOT unless `overrides` say otherwise. */
export async function tournamentBody(
  t: TournamentHarness,
  overrides: Partial<AdminTournamentBody> = {},
): Promise<AdminTournamentBody> {
  const now = t.clock.now().getTime();
  return {
    kind: 'slot',
    name: '테스트 토너먼트',
    startsAt: new Date(now - MINUTE_MS).toISOString(),
    endsAt: new Date(now + 60 * MINUTE_MS).toISOString(),
    scoring: 'win_total',
    minStake: 0,
    entryCurrency: 'free',
    entryFee: 0,
    gameIds: [await gameId(t, SLOT)],
    prizes: [
      { rankFrom: 1, rankTo: 1, currency: 'cash', amount: 50_000 },
      { rankFrom: 2, rankTo: 3, currency: 'points', amount: 5_000 },
    ],
    ...overrides,
  };
}

export async function createTournament(
  t: TournamentHarness,
  overrides: Partial<AdminTournamentBody> = {},
): Promise<AdminTournament> {
  const payload = await tournamentBody(t, overrides);
  const create = () =>
    t.h.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: t.admin.headers,
      payload,
    });
  let response = await create();
  if (response.statusCode === 401) {
    // The hand-moved clock idled the operator's session out: log in again.
    t.admin = await login(t.h.app, ADMIN);
    response = await create();
  }
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tournament;
}

export interface Player {
  memberId: number;
  token: string;
}

/** A funded member with a live launch token for `game`. */
export async function player(t: TournamentHarness, game = SLOT, funds = 1_000_000) {
  const memberId = await createMember(t.h.db);
  await fund(t.h.db, memberId, funds);
  const token = await createLaunchToken(t.h.db, {
    memberId,
    gameCode: game,
    now: t.clock.now(),
  });
  return { memberId, token };
}

/** Joins without the HTTP round trip (scoring tests; joining has its own tests). */
export async function enter(t: TournamentHarness, tournamentId: number, memberId: number) {
  await t.h.db.query(
    `INSERT INTO tournament_entries (tournament_id, member_id, joined_at, joined_by)
     VALUES ($1, $2, $3, 'explicit')`,
    [tournamentId, memberId, t.clock.now().toISOString()],
  );
}

async function call(t: TournamentHarness, endpoint: string, body: object) {
  const { httpStatus, answer } = await walletCall(t.h.app, t.keys.privateKey, endpoint, body);
  expect(httpStatus).toBe(200);
  expect(answer.status, JSON.stringify(answer)).toBe('RS_OK');
  return answer;
}

/** One round: a bet of `stake`, then the win (possibly 0) that closes it. Answers the bet body. */
export async function playRound(
  t: TournamentHarness,
  p: Player,
  stake: number,
  win: number,
  game = SLOT,
) {
  const round = `r-${randomUUID()}`;
  const bet = {
    request_uuid: randomUUID(),
    token: p.token,
    transaction_uuid: randomUUID(),
    round,
    game_code: game,
    currency: 'KRW',
    round_closed: false,
    amount: stake,
  };
  await call(t, 'transaction/bet', bet);
  await call(t, 'transaction/win', {
    ...bet,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    round_closed: true,
    amount: win,
  });
  return bet;
}

/** A round closed by its bet alone (lost, no win call): the kind a rollback can undo. */
export async function playClosingBet(t: TournamentHarness, p: Player, stake: number, game = SLOT) {
  const bet = {
    request_uuid: randomUUID(),
    token: p.token,
    transaction_uuid: randomUUID(),
    round: `r-${randomUUID()}`,
    game_code: game,
    currency: 'KRW',
    round_closed: true,
    amount: stake,
  };
  await call(t, 'transaction/bet', bet);
  return bet;
}

/** Rolls back a bet (the provider undoing it): its round is rolled back. */
export async function rollbackBet(
  t: TournamentHarness,
  p: Player,
  bet: { transaction_uuid: string; round: string },
) {
  await call(t, 'transaction/rollback', {
    request_uuid: randomUUID(),
    token: p.token,
    transaction_uuid: randomUUID(),
    round: bet.round,
    game_code: SLOT,
    currency: 'KRW',
    round_closed: true,
    reference_transaction_uuid: bet.transaction_uuid,
  });
}

export interface EntryRow {
  member_id: number;
  score: number;
  rounds: number;
}

export async function entryOf(t: TournamentHarness, tournamentId: number, memberId: number) {
  const [row] = await t.h.db.query<EntryRow>(
    'SELECT member_id, score, rounds FROM tournament_entries WHERE tournament_id = $1 AND member_id = $2',
    [tournamentId, memberId],
  );
  return row;
}

/** When the member reached the score they hold (the tie rule's instant), in epoch ms. */
export async function reachedAt(t: TournamentHarness, tournamentId: number, memberId: number) {
  const [row] = await t.h.db.query<{ reached_at: Date | string }>(
    'SELECT reached_at FROM tournament_entries WHERE tournament_id = $1 AND member_id = $2',
    [tournamentId, memberId],
  );
  return new Date(row!.reached_at).getTime();
}

/** The public board's ranks as [memberId order] via the admin board (unmasked). */
export async function boardOrder(t: TournamentHarness, tournamentId: number): Promise<number[]> {
  const response = await t.h.app.inject({
    method: 'GET',
    url: `/api/admin/tournaments/${tournamentId}/board`,
    headers: t.admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { memberId: number; rank: number | null }[])
    .filter((row) => row.rank !== null)
    .map((row) => row.memberId);
}
