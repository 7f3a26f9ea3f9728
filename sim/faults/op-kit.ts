/**
 * What every operation of the fault simulation shares: the planned operation and its draw, the
 * run's context, sending with the delivery plan's retries, and the record an answer becomes.
 */
import { deliver, httpClassify, type Classify, type DeliveryPlan } from './delivery';
import type { RequestSpec } from './http-client';
import type { History, OpKind, OpRecord } from './history';
import type { World } from './world';

export interface PlannedOp {
  step: number;
  kind: OpKind;
  delivery: DeliveryPlan;
  /** Everything else the RNG decided (member, amounts, picks, …), read by the runner. */
  draw: Draw;
}

export interface Draw {
  memberIndex: number;
  amountUnits: number;
  pick: number;
  pick2: number;
  pick3: number;
  roll: number;
}

export interface RunContext {
  world: World;
  history: History;
  timeoutMs: number;
  /** Closes a fixture's market before the operator settles it (the simulation's direct DB). */
  closeFixture: (fixtureId: string) => Promise<void>;
  /** The casino round a bet opened (the simulation's direct DB), or null before it exists. */
  casinoRoundOf: (betUuid: string) => Promise<number | null>;
}

export type Runner = (ctx: RunContext, op: PlannedOp) => Promise<OpRecord | null>;

export function key(ctx: RunContext, op: PlannedOp, label: string): string {
  return `${ctx.world.keyPrefix}-${op.step}-${label}`;
}

export function memberOf(ctx: RunContext, op: PlannedOp) {
  const members = ctx.world.members;
  return members[op.draw.memberIndex % members.length]!;
}

export async function sendOp(
  ctx: RunContext,
  op: PlannedOp,
  build: (attempt: number) => RequestSpec,
  classify: Classify = httpClassify,
) {
  const { world } = ctx;
  return deliver(
    world.baseUrls,
    (node) => world.up[node] === true,
    op.delivery,
    build,
    ctx.timeoutMs,
    classify,
  );
}

export function recordOf(
  op: PlannedOp,
  memberId: number | null,
  idempotencyKey: string | null,
  delivered: Awaited<ReturnType<typeof sendOp>>,
  ack?: Record<string, unknown>,
): OpRecord {
  const body = delivered.reply?.body;
  return {
    step: op.step,
    kind: op.kind,
    memberId,
    key: idempotencyKey,
    outcome: delivered.outcome,
    hadUnknownAttempt: delivered.hadUnknownAttempt,
    unknownReason: delivered.unknownReason,
    attempts: delivered.attempts,
    nodes: delivered.nodes,
    status:
      typeof body?.status === 'string'
        ? body.status
        : (delivered.reply?.status ?? delivered.unknownReason ?? undefined),
    code: typeof body?.code === 'string' ? body.code : undefined,
    ack: delivered.outcome === 'ok' ? ack : undefined,
  };
}

/** A GET whose answer only steers the next step (no money moves): first node that answers. */
export async function read(ctx: RunContext, path: string, token?: string) {
  return sendOp(
    ctx,
    {
      step: -1,
      kind: 'charge',
      delivery: { nodes: [0, 1, 2], impatientFirst: false },
      draw: ZERO_DRAW,
    },
    () => ({
      method: 'GET',
      path,
      token,
    }),
  );
}
export const ZERO_DRAW: Draw = {
  memberIndex: 0,
  amountUnits: 0,
  pick: 0,
  pick2: 0,
  pick3: 0,
  roll: 0,
};
