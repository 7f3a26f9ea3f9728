/**
 * The operator's side of the money in the fault simulation, beside the members' and the
 * provider's: the casino stuck-round desk (settle or roll back a round the provider may still
 * close itself), voiding a sports bet, and tournaments with a cash entry fee that members join and
 * the operator cancels (fees refunded). Each is sent through the same delivery as every other
 * operation, so faults and retries strike it too.
 */
import type { OpRecord } from './history';
import {
  key,
  memberOf,
  recordOf,
  sendOp,
  type PlannedOp,
  type RunContext,
  type Runner,
} from './op-kit';
import type { TournamentState, World } from './world';

/** Tournaments kept open for members to join; below this a cancel creates one instead. */
const OPEN_TOURNAMENTS_KEPT = 2;
const DAY_MS = 86_400_000;

/**
 * The stuck-round desk acts on a recent bet's round, whatever the provider did with it: an open
 * round is settled (0 to twice the stake) or refunded; a round the provider closed must be
 * refused; and the provider may still send its own win or rollback afterwards, which must then
 * move nothing (docs/casino-wallet.md, the round's table).
 */
export function casinoDeskAction(action: 'settle' | 'rollback'): Runner {
  return async (ctx, op) => {
    const bets = ctx.world.casinoDeskBets;
    if (bets.length === 0) return null;
    const bet = bets[op.draw.pick % bets.length]!;
    const roundId = await ctx.casinoRoundOf(bet.uuid);
    if (roundId === null) return null;
    const winWon = action === 'settle' ? (op.draw.pick2 % 3) * bet.amount : 0;
    const d = await sendOp(ctx, op, () => ({
      method: 'POST',
      path: `/api/admin/casino/stuck-rounds/${roundId}/${action}`,
      token: ctx.world.adminToken,
      body:
        action === 'settle' ? { winWon, reason: '시뮬레이션 정리' } : { reason: '시뮬레이션 환불' },
    }));
    return recordOf(op, bet.memberId, null, d, { roundId, winWon, betUuid: bet.uuid });
  };
}

/** The operator voids an open sports bet: the stake goes back, the bet pays nothing ever after. */
export const sportsVoid: Runner = async (ctx, op) => {
  const bets = ctx.world.openSportsBets;
  if (bets.length === 0) return null;
  const [bet] = bets.splice(op.draw.pick % bets.length, 1);
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: `/api/admin/sports/bets/${bet!.id}/void`,
    token: ctx.world.adminToken,
    body: { reason: '시뮬레이션 취소' },
  }));
  return recordOf(op, bet!.memberId, null, d, { betId: bet!.id });
};

function openTournaments(world: World): TournamentState[] {
  return world.tournaments.filter((t) => t.phase === 'open');
}

/** A member joins an open tournament with its cash fee (the stake gate counts it). */
export const tournamentJoin: Runner = async (ctx, op) => {
  const open = openTournaments(ctx.world);
  if (open.length === 0) return null;
  const tournament = open[op.draw.pick % open.length]!;
  const member = memberOf(ctx, op);
  const k = key(ctx, op, 'join');
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: `/api/tournaments/${tournament.id}/join`,
    token: member.token,
    body: { idempotencyKey: k },
  }));
  return recordOf(op, member.id, k, d, { tournamentId: tournament.id });
};

/**
 * The operator cancels an open tournament (every fee refunded once), keeping a few open; when
 * too few are open it creates one instead, so joins and cancels go on for a long run.
 */
export const tournamentCancel: Runner = async (ctx, op) => {
  const open = openTournaments(ctx.world);
  if (open.length <= OPEN_TOURNAMENTS_KEPT) return createTournamentOp(ctx, op);
  const tournament = open[op.draw.pick % open.length]!;
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: `/api/admin/tournaments/${tournament.id}/cancel`,
    token: ctx.world.adminToken,
    body: { reason: '시뮬레이션 취소' },
  }));
  // Refused or unknown: it may have been cancelled all the same; members stop joining it either
  // way, and the checks read its state from the database.
  tournament.phase = 'cancelled';
  return recordOf(op, null, null, d, { tournamentId: tournament.id });
};

/** What the admin API takes to create a running cash-fee tournament on the simulation's game. */
export function tournamentBody(world: World, index: number, nowMs = Date.now()) {
  return {
    kind: 'casino',
    name: `시뮬레이션 토너먼트 ${world.keyPrefix}-${index}`,
    startsAt: new Date(nowMs - 60_000).toISOString(),
    endsAt: new Date(nowMs + DAY_MS).toISOString(),
    scoring: 'win_total',
    minStake: 0,
    entryCurrency: 'cash',
    entryFee: entryFeeOf(index),
    gameIds: [world.casinoGames[0]!.id],
    prizes: [{ rankFrom: 1, rankTo: 1, currency: 'cash', amount: 10_000 }],
  };
}

/** 5,000, 10,000 or 20,000: at the limited members' stake limit, and past it. */
export function entryFeeOf(index: number): number {
  return [5_000, 10_000, 20_000][index % 3]!;
}

async function createTournamentOp(ctx: RunContext, op: PlannedOp): Promise<OpRecord | null> {
  const index = 1_000 + op.step;
  const body = tournamentBody(ctx.world, index);
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: '/api/admin/tournaments',
    token: ctx.world.adminToken,
    body,
  }));
  const created = d.reply?.body.tournament as { id: number } | undefined;
  if (d.outcome === 'ok' && created) {
    ctx.world.tournaments.push({ id: created.id, entryFee: body.entryFee, phase: 'open' });
  }
  return recordOf(op, null, null, d, created && { tournamentId: created.id, created: true });
}
