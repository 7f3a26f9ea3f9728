/**
 * The money operations the simulation drives through the real HTTP API, as members, the admin
 * and the casino provider make them. `planOperation` draws everything an operation
 * needs from the run's RNG at once (so a seed replays the same choices); `runOperation` sends it
 * and records what came back.
 */
import { sign } from 'node:crypto';
import { CASINO_SIGNATURE_HEADER } from '../../common/contract/casino-wallet.contract';
import type { Classify, DeliveryPlan } from './delivery';
import { casinoDeskAction, sportsVoid, tournamentCancel, tournamentJoin } from './desk-operations';
import type { RequestSpec } from './http-client';
import type { OpKind, OpRecord } from './history';
import {
  key,
  memberOf,
  read,
  recordOf,
  sendOp,
  ZERO_DRAW,
  type Draw,
  type PlannedOp,
  type RunContext,
  type Runner,
} from './op-kit';
import type { Rng } from './rng';
import type { FixtureState, World } from './world';

export type { PlannedOp, RunContext } from './op-kit';

export const OPERATION_WEIGHTS: Record<OpKind, number> = {
  charge: 10,
  exchange: 4,
  approve: 10,
  reject: 2,
  cancelRequest: 1,
  pointGrant: 1,
  pointConvert: 2,
  couponIssue: 2,
  couponUse: 2,
  minigameBet: 14,
  sportsSingle: 12,
  sportsMultiple: 6,
  sportsSameKeyRace: 3,
  sportsSettle: 2,
  sportsResettle: 1,
  sportsCashout: 3,
  casinoBet: 14,
  casinoWin: 8,
  casinoRollback: 3,
  casinoDeskSettle: 2,
  casinoDeskRollback: 2,
  sportsVoid: 1,
  tournamentJoin: 3,
  tournamentCancel: 1,
};

export function planOperation(
  step: number,
  rng: Rng,
  nodes: number,
  impatient: boolean,
  weights: Record<OpKind, number> = OPERATION_WEIGHTS,
): PlannedOp {
  const kind = rng.weighted(weights);
  const delivery: DeliveryPlan = {
    nodes: Array.from({ length: 4 }, () => rng.int(0, nodes - 1)),
    impatientFirst: impatient,
  };
  const draw: Draw = {
    memberIndex: rng.int(0, 1_000_000),
    amountUnits: rng.int(1, 10),
    pick: rng.int(0, 1_000_000),
    pick2: rng.int(0, 1_000_000),
    pick3: rng.int(0, 1_000_000),
    roll: rng.next(),
  };
  return { step, kind, delivery, draw };
}

/** Runs the planned operation; an operation with nothing to act on (no pending request…) is skipped. */
export async function runOperation(ctx: RunContext, op: PlannedOp): Promise<OpRecord | null> {
  const run = RUNNERS[op.kind];
  const record = await run(ctx, op);
  if (record) ctx.history.add(record);
  return record;
}

/**
 * A charge or exchange request: the member asks, and an acknowledged request joins the ones the
 * admin operations approve or reject later.
 */
function walletRequest(
  kind: 'charge' | 'exchange',
  body: (op: PlannedOp) => Record<string, unknown>,
): Runner {
  return async (ctx, op) => {
    const member = memberOf(ctx, op);
    const k = key(ctx, op, kind);
    const d = await sendOp(ctx, op, () => ({
      method: 'POST',
      path: `/api/wallet/${kind}`,
      token: member.token,
      body: { ...body(op), idempotencyKey: k },
    }));
    const request = d.reply?.body.request as { id: number; amountWon: number } | undefined;
    if (d.outcome === 'ok' && request) {
      ctx.world.pending.push({ id: request.id, memberId: member.id, kind });
    }
    return recordOf(
      op,
      member.id,
      k,
      d,
      request && { requestId: request.id, amountWon: request.amountWon },
    );
  };
}

const charge = walletRequest('charge', (op) => ({
  amountWon: op.draw.amountUnits * 50_000,
  depositorName: '시뮬',
}));

const exchange = walletRequest('exchange', (op) => ({
  amountWon: op.draw.amountUnits * 10_000,
  withdrawPassword: '4321',
}));

function decide(approve: boolean): Runner {
  return async (ctx, op) => {
    const { pending } = ctx.world;
    if (pending.length === 0) return null;
    const [request] = pending.splice(op.draw.pick % pending.length, 1);
    const d = await sendOp(ctx, op, () => ({
      method: 'POST',
      path: `/api/admin/wallet/requests/${request!.id}/${approve ? 'approve' : 'reject'}`,
      token: ctx.world.adminToken,
      body: approve ? undefined : { reason: '시뮬레이션 반려' },
    }));
    return recordOf(op, request!.memberId, null, d, {
      requestId: request!.id,
      requestKind: request!.kind,
    });
  };
}

const cancelRequest: Runner = async (ctx, op) => {
  const { pending, members } = ctx.world;
  if (pending.length === 0) return null;
  const [request] = pending.splice(op.draw.pick % pending.length, 1);
  const member = members.find((m) => m.id === request!.memberId)!;
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: `/api/wallet/requests/${request!.id}/cancel`,
    token: member.token,
  }));
  return recordOf(op, member.id, null, d, { requestId: request!.id, requestKind: request!.kind });
};

/** The operator credits a member points (an audited adjustment), which conversions then spend. */
export function pointGrantRequest(
  world: World,
  memberId: number,
  points: number,
  idempotencyKey: string,
): RequestSpec {
  return {
    method: 'POST',
    path: `/api/admin/members/${memberId}/balance`,
    token: world.adminToken,
    body: { currency: 'point', amount: points, reason: '시뮬레이션 포인트 지급', idempotencyKey },
  };
}

const pointGrant: Runner = async (ctx, op) => {
  const member = memberOf(ctx, op);
  const k = key(ctx, op, 'grant');
  const points = op.draw.amountUnits * 5_000;
  const d = await sendOp(ctx, op, () => pointGrantRequest(ctx.world, member.id, points, k));
  return recordOf(op, member.id, k, d, { points });
};

const pointConvert: Runner = async (ctx, op) => {
  const member = memberOf(ctx, op);
  const k = key(ctx, op, 'points');
  // POINT_CONVERT_LIMITS: at least 10,000 points, in steps of 1,000.
  const points = 9_000 + op.draw.amountUnits * 1_000;
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: '/api/wallet/points/convert',
    token: member.token,
    body: { points, idempotencyKey: k },
  }));
  return recordOf(op, member.id, k, d, { points });
};

/** The operator issues a member a cash or point coupon (valid a week). */
const couponIssue: Runner = async (ctx, op) => {
  const member = memberOf(ctx, op);
  const k = key(ctx, op, 'coupon');
  // Once for every attempt: a retry whose body differs is (rightly) refused IDEMPOTENCY_CONFLICT.
  const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: '/api/admin/coupons',
    token: ctx.world.adminToken,
    body: {
      name: '시뮬레이션 쿠폰',
      currency: op.draw.roll < 0.5 ? 'cash' : 'point',
      amount: op.draw.amountUnits * 1_000,
      expiresAt,
      target: { kind: 'member', userId: member.userId },
      idempotencyKey: k,
    },
  }));
  const issue = d.reply?.body.issue as { id: number } | undefined;
  return recordOf(op, member.id, k, d, { issueId: issue?.id ?? null });
};

/** A member uses one of their unused coupons (it credits cash or points once). */
const couponUse: Runner = async (ctx, op) => {
  const member = memberOf(ctx, op);
  const listed = await read(ctx, '/api/coupon?status=unused', member.token);
  const coupons = (listed.reply?.body.items ?? []) as { id: number }[];
  if (listed.outcome !== 'ok' || coupons.length === 0) return null;
  const coupon = coupons[op.draw.pick % coupons.length]!;
  const k = key(ctx, op, 'use');
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: `/api/coupon/${coupon.id}/use`,
    token: member.token,
    body: { idempotencyKey: k },
  }));
  return recordOf(op, member.id, k, d, { couponId: coupon.id });
};

const minigameBet: Runner = async (ctx, op) => {
  const member = memberOf(ctx, op);
  const { gameId, odds } = ctx.world.minigame;
  const events = await read(ctx, `/api/minigame/events?gameId=${gameId}`, member.token);
  const current = events.reply?.body.current as { roundId: string; status: string } | null;
  if (!current || current.status !== 'open') return null;
  const keys = Object.keys(odds).sort();
  const selectionKey = keys[op.draw.pick % keys.length]!;
  const k = key(ctx, op, 'mini');
  const stakeWon = op.draw.amountUnits * 1_000;
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: '/api/minigame/bets',
    token: member.token,
    body: {
      gameId,
      roundId: current.roundId,
      selectionKey,
      stakeWon,
      oddsHundredths: odds[selectionKey]!,
      idempotencyKey: k,
    },
  }));
  const bet = d.reply?.body.bet as { id: number } | undefined;
  return recordOf(
    op,
    member.id,
    k,
    d,
    bet && { betId: bet.id, stakeWon, roundId: current.roundId },
  );
};

function openFixtures(ctx: RunContext) {
  return ctx.world.fixtures.filter((f) => f.phase === 'open');
}

function sportsBet(legs: 1 | 2 | 3): Runner {
  return async (ctx, op) => {
    const member = memberOf(ctx, op);
    const open = openFixtures(ctx);
    if (open.length < legs) return null;
    const picks: { selectionId: string; priceHundredths: number }[] = [];
    const seeds = [op.draw.pick, op.draw.pick2, op.draw.pick3];
    const used = new Set<number>();
    for (let i = 0; i < legs; i += 1) {
      let index = seeds[i]! % open.length;
      while (used.has(index)) index = (index + 1) % open.length;
      used.add(index);
      const fixture = open[index]!;
      const selection = fixture.selections[(seeds[i]! >> 3) % fixture.selections.length]!;
      picks.push({
        selectionId: selection.selectionId,
        priceHundredths: selection.priceHundredths,
      });
    }
    const k = key(ctx, op, 'sports');
    const stakeWon = op.draw.amountUnits * 5_000;
    const d = await sendOp(ctx, op, () => ({
      method: 'POST',
      path: '/api/sports/bets',
      token: member.token,
      body: { idempotencyKey: k, family: 'prematch', picks, stakeWon },
    }));
    const bet = d.reply?.body.bet as { id: number } | undefined;
    if (bet) ctx.world.openSportsBets.push({ id: bet.id, memberId: member.id });
    return recordOf(op, member.id, k, d, bet && { betId: bet.id, stakeWon });
  };
}

/**
 * The same slip sent to two nodes at once with one key (a double click, or a retry racing the
 * first attempt): at most one bet may come of it, and both answers must name it.
 */
const sportsSameKeyRace: Runner = async (ctx, op) => {
  const member = memberOf(ctx, op);
  const open = openFixtures(ctx);
  if (open.length === 0) return null;
  const fixture = open[op.draw.pick % open.length]!;
  const selection = fixture.selections[op.draw.pick2 % fixture.selections.length]!;
  const k = key(ctx, op, 'race');
  const body = {
    idempotencyKey: k,
    family: 'prematch',
    picks: [{ selectionId: selection.selectionId, priceHundredths: selection.priceHundredths }],
    stakeWon: op.draw.amountUnits * 5_000,
  };
  const other = { ...op, delivery: { ...op.delivery, nodes: [...op.delivery.nodes].reverse() } };
  const [a, b] = await Promise.all([
    sendOp(ctx, op, () => ({
      method: 'POST',
      path: '/api/sports/bets',
      token: member.token,
      body,
    })),
    sendOp(ctx, other, () => ({
      method: 'POST',
      path: '/api/sports/bets',
      token: member.token,
      body,
    })),
  ]);
  const idA = (a.reply?.body.bet as { id: number } | undefined)?.id;
  const idB = (b.reply?.body.bet as { id: number } | undefined)?.id;
  const d = a.outcome === 'ok' ? a : b;
  const id = idA ?? idB;
  if (id !== undefined) ctx.world.openSportsBets.push({ id, memberId: member.id });
  return recordOf(
    op,
    member.id,
    k,
    d,
    id === undefined ? undefined : { betId: id, raceIds: [idA ?? null, idB ?? null] },
  );
};

async function resettleSelection(
  ctx: RunContext,
  op: PlannedOp,
  selectionId: string,
  settlement: number,
) {
  return sendOp(ctx, op, () => ({
    method: 'POST',
    path: `/api/admin/sports/selections/${selectionId}/resettle`,
    token: ctx.world.adminToken,
    body: { settlement, reason: '시뮬레이션 정산' },
  }));
}

/**
 * The operator settles a fixture: its market is closed (as the feed closes a started match),
 * then each selection gets its result through the resettle route (winner 2, others 1, or all
 * void -1), which settles every open bet holding it.
 */
const sportsSettle: Runner = async (ctx, op) => {
  const open = openFixtures(ctx);
  // Keep a few fixtures open so placements always have a book.
  if (open.length <= 4) return null;
  const fixture = open[op.draw.pick % open.length]!;
  fixture.phase = 'settled';
  await ctx.closeFixture(fixture.fixtureId);
  return settleFixture(ctx, op, fixture);
};

/** Draws the fixture's result (one in ten void, else a winner) and settles every selection. */
async function settleFixture(
  ctx: RunContext,
  op: PlannedOp,
  fixture: FixtureState,
): Promise<OpRecord> {
  const winner = op.draw.roll < 0.1 ? 'void' : op.draw.pick2 % fixture.selections.length;
  fixture.winner = winner;
  const selectionIds = fixture.selections.map((s) => s.selectionId);
  let last: Awaited<ReturnType<typeof sendOp>> | null = null;
  let worst: 'ok' | 'refused' | 'unknown' = 'ok';
  for (const [i, selectionId] of selectionIds.entries()) {
    const settlement = winner === 'void' ? -1 : i === winner ? 2 : 1;
    last = await resettleSelection(ctx, op, selectionId, settlement);
    if (last.outcome !== 'ok') worst = last.outcome;
  }
  const record = recordOf(op, null, null, last!, { selectionIds, winner });
  record.outcome = worst;
  return record;
}

const sportsResettle: Runner = async (ctx, op) => {
  const settled = ctx.world.fixtures.filter((f) => f.phase === 'settled');
  if (settled.length === 0) return null;
  const fixture = settled[op.draw.pick % settled.length]!;
  return settleFixture(ctx, op, fixture);
};

const sportsCashout: Runner = async (ctx, op) => {
  const bets = ctx.world.openSportsBets;
  if (bets.length === 0) return null;
  const bet = bets[op.draw.pick % bets.length]!;
  const member = ctx.world.members.find((m) => m.id === bet.memberId)!;
  const offer = await read(ctx, `/api/sports/bets/${bet.id}/cashout`, member.token);
  const offerWon = (offer.reply?.body.offerWon ?? null) as number | null;
  if (offer.outcome !== 'ok' || offerWon === null) return null;
  const k = key(ctx, op, 'cashout');
  const d = await sendOp(ctx, op, () => ({
    method: 'POST',
    path: `/api/sports/bets/${bet.id}/cashout`,
    token: member.token,
    body: { idempotencyKey: k, offerWon },
  }));
  if (d.outcome === 'ok') bets.splice(bets.indexOf(bet), 1);
  return recordOf(op, member.id, k, d, { betId: bet.id, offerWon });
};

/** The most recent casino bets the operator's desk picks from (older rounds are mostly decided). */
const DESK_BETS_KEPT = 30;

/** Casino: the provider's calls, signed, retried with a new request_uuid and the same body. */
const casinoClassify: Classify = (reply) => {
  if (reply.status >= 500) return 'unknown';
  const status = reply.body.status;
  if (status === 'RS_OK') return 'ok';
  if (status === 'RS_ERROR_UNKNOWN' || status === undefined) return 'unknown';
  return 'refused';
};

function casinoCall(
  ctx: RunContext,
  endpoint: string,
  body: Record<string, unknown>,
  requestId = String(body.transaction_uuid),
) {
  return (attempt: number): RequestSpec => {
    const raw = JSON.stringify({ request_uuid: `${requestId}-r${attempt}`, ...body });
    return {
      method: 'POST',
      path: `/api/casino/wallet/demo/${endpoint}`,
      raw,
      headers: {
        [CASINO_SIGNATURE_HEADER]: sign('sha256', Buffer.from(raw), ctx.world.providerKey).toString(
          'base64',
        ),
      },
    };
  };
}

async function launchToken(ctx: RunContext, memberIndex: number): Promise<string | null> {
  const member = ctx.world.members[memberIndex % ctx.world.members.length]!;
  if (member.launchToken) return member.launchToken;
  const game = ctx.world.casinoGames[0];
  if (!game) return null;
  const d = await sendOp(
    ctx,
    {
      step: -1,
      kind: 'casinoBet',
      delivery: { nodes: [0, 1, 2], impatientFirst: false },
      draw: ZERO_DRAW,
    },
    () => ({
      method: 'POST',
      path: '/api/playfun/auth',
      token: member.token,
      body: { gameId: game.id },
    }),
  );
  const url = d.reply?.body.launch_url;
  if (typeof url !== 'string') return null;
  const code = new URL(url, 'http://launch.invalid').searchParams.get('code');
  if (!code) return null;
  // The provider's server trades the one-time code for the wallet token (docs/casino-wallet.md
  // "Launch"). A lost answer leaves the code used: the member's next bet launches again.
  const exchanged = await sendOp(
    ctx,
    {
      step: -1,
      kind: 'casinoBet',
      delivery: { nodes: [0, 1, 2], impatientFirst: false },
      draw: ZERO_DRAW,
    },
    casinoCall(ctx, 'launch/exchange', { code }, `exchange-${member.id}`),
    casinoClassify,
  );
  const token = exchanged.reply?.body.token;
  member.launchToken = typeof token === 'string' ? token : null;
  return member.launchToken;
}

const casinoBet: Runner = async (ctx, op) => {
  const member = memberOf(ctx, op);
  const token = await launchToken(ctx, op.draw.memberIndex);
  if (!token) return null;
  // A launch token opens one game (casino_launches.game_id): bets name that game.
  const game = ctx.world.casinoGames[0]!;
  const uuid = key(ctx, op, 'cbet');
  const amount = op.draw.amountUnits * 1_000;
  const round = `${uuid}-round`;
  const d = await sendOp(
    ctx,
    op,
    casinoCall(ctx, 'transaction/bet', {
      token,
      transaction_uuid: uuid,
      round,
      game_code: game.gameCode,
      amount,
      currency: 'KRW',
      round_closed: false,
    }),
    casinoClassify,
  );
  // An unknown bet may still exist: it stays a candidate for a win or a rollback (the
  // provider settles what it sent), which is how real providers reconcile.
  if (d.outcome !== 'refused') {
    const bet = { uuid, memberId: member.id, round, gameCode: game.gameCode, amount };
    ctx.world.casinoOpenBets.push(bet);
    // The operator's desk may act on it too, before or after the provider does.
    ctx.world.casinoDeskBets.push(bet);
    if (ctx.world.casinoDeskBets.length > DESK_BETS_KEPT) ctx.world.casinoDeskBets.shift();
  }
  return recordOf(op, member.id, uuid, d, { amount });
};

function casinoSettle(endpoint: 'transaction/win' | 'transaction/rollback'): Runner {
  return async (ctx, op) => {
    const bets = ctx.world.casinoOpenBets;
    if (bets.length === 0) return null;
    const [bet] = bets.splice(op.draw.pick % bets.length, 1);
    const member = ctx.world.members.find((m) => m.id === bet!.memberId)!;
    const uuid = key(ctx, op, endpoint === 'transaction/win' ? 'cwin' : 'crb');
    // A win pays 0 (a loss that closes the round) to twice the stake.
    const amount = endpoint === 'transaction/win' ? (op.draw.pick2 % 3) * bet!.amount : bet!.amount;
    const d = await sendOp(
      ctx,
      op,
      casinoCall(ctx, endpoint, {
        token: member.launchToken ?? '',
        transaction_uuid: uuid,
        reference_transaction_uuid: bet!.uuid,
        round: bet!.round,
        game_code: bet!.gameCode,
        amount,
        currency: 'KRW',
        round_closed: true,
      }),
      casinoClassify,
    );
    return recordOf(op, member.id, uuid, d, { amount, betUuid: bet!.uuid });
  };
}

const RUNNERS: Record<OpKind, Runner> = {
  charge,
  exchange,
  approve: decide(true),
  reject: decide(false),
  cancelRequest,
  pointGrant,
  pointConvert,
  couponIssue,
  couponUse,
  minigameBet,
  sportsSingle: sportsBet(1),
  sportsMultiple: sportsBet(2),
  sportsSameKeyRace,
  sportsSettle,
  sportsResettle,
  sportsCashout,
  casinoBet,
  casinoWin: casinoSettle('transaction/win'),
  casinoRollback: casinoSettle('transaction/rollback'),
  casinoDeskSettle: casinoDeskAction('settle'),
  casinoDeskRollback: casinoDeskAction('rollback'),
  sportsVoid,
  tournamentJoin,
  tournamentCancel,
};
