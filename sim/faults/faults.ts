/**
 * The fault schedule: drawn from the run's RNG by operation index, so a seed replays
 * the same faults at the same steps. Kinds: kill -9 of a node (or of the node holding the
 * minigame rounds' leader lock right now), dropped or stalled database connections through the
 * proxy, a NATS restart. Client timeouts are drawn per operation (delivery.ts). A killed node
 * comes back after a number of steps, and always before the final checks.
 */
import type { Db } from '../../server/platform/db/db';
import { MINIGAME_SCHEDULER_LOCK } from '../../server/minigame/rounds/engine';
import type { NatsServer } from './nats-server';
import type { SimNode } from './node-cluster';
import { processOfLocalPort } from './node-of-port';
import type { Rng } from './rng';
import type { FaultProxy } from './tcp-proxy';

/** A node that will not start after this many tries fails the run. */
const START_ATTEMPTS = 20;

export type FaultKind =
  | 'killNode'
  | 'killLeader'
  | 'dbDropAll'
  | 'dbDropOne'
  | 'dbStall'
  | 'natsRestart'
  | 'clientTimeout';

export const FAULT_WEIGHTS: Record<Exclude<FaultKind, 'clientTimeout'>, number> = {
  killNode: 2,
  killLeader: 2,
  dbDropAll: 2,
  dbDropOne: 3,
  dbStall: 3,
  natsRestart: 1,
};

export interface FaultPlan {
  step: number;
  kind: Exclude<FaultKind, 'clientTimeout'>;
  /** Steps a killed node stays down; ms of a stall or of NATS being down. */
  length: number;
  pick: number;
}

export interface FaultTargets {
  nodes: SimNode[];
  up: boolean[];
  proxy: FaultProxy;
  nats: NatsServer;
  /** The simulation's direct connection (not through the proxy): finds the leader. */
  db: Db;
  log: (line: string) => void;
}

/** Draws the fault of `step`, if any (about one step in `every`). */
export function planFault(
  step: number,
  rng: Rng,
  every: number,
  weights: Partial<Record<FaultPlan['kind'], number>> = FAULT_WEIGHTS,
): FaultPlan | null {
  if (every <= 0 || !rng.chance(1 / every)) return null;
  const kind = rng.weighted(weights as Record<FaultPlan['kind'], number>);
  const length =
    kind === 'killNode' || kind === 'killLeader'
      ? rng.int(20, 150)
      : kind === 'dbStall'
        ? rng.int(200, 4_000)
        : rng.int(100, 1_500);
  return { step, kind, length, pick: rng.int(0, 1_000_000) };
}

export class FaultInjector {
  readonly counts: Record<FaultKind, number> = {
    killNode: 0,
    killLeader: 0,
    dbDropAll: 0,
    dbDropOne: 0,
    dbStall: 0,
    natsRestart: 0,
    clientTimeout: 0,
  };
  /** node index → the step at which it is restarted. */
  private readonly downUntil = new Map<number, number>();
  private readonly restarts = new Set<Promise<void>>();
  /** Node starts that failed and were retried (e.g. NATS was down at that moment). */
  failedStarts = 0;

  /** Nodes that died on their own (not killed by a fault): logged with their last output. */
  crashes = 0;

  constructor(private readonly t: FaultTargets) {
    for (const node of t.nodes) {
      node.onCrash = (crashed, exit) => {
        this.crashes += 1;
        t.up[crashed.index] = false;
        const tail = crashed.lastOutput().trim().split('\n').slice(-3).join(' | ');
        t.log(`node ${crashed.index} CRASHED (${exit}): ${tail.slice(0, 600)}`);
        this.restart(crashed.index);
      };
    }
  }

  async inject(plan: FaultPlan): Promise<void> {
    switch (plan.kind) {
      case 'killNode':
      case 'killLeader':
        return this.kill(plan);
      case 'dbDropAll':
        this.t.proxy.dropAll();
        this.counts.dbDropAll += 1;
        return;
      case 'dbDropOne':
        if (this.t.proxy.dropOne(plan.pick)) this.counts.dbDropOne += 1;
        return;
      case 'dbStall':
        this.t.proxy.stall(plan.length);
        this.counts.dbStall += 1;
        return;
      case 'natsRestart':
        this.counts.natsRestart += 1;
        this.t.log(`step ${plan.step}: NATS restart (${plan.length} ms down)`);
        await this.t.nats.restart(plan.length);
        return;
    }
  }

  private async kill(plan: FaultPlan): Promise<void> {
    const { nodes, up } = this.t;
    const upCount = up.filter(Boolean).length;
    if (upCount < 2) return; // one node always serves
    let target: number | null = null;
    let kind: 'killNode' | 'killLeader' = 'killNode';
    if (plan.kind === 'killLeader') {
      target = await this.findLeader();
      if (target !== null && up[target]) kind = 'killLeader';
      else target = null;
    }
    if (target === null) {
      const candidates = nodes.filter((_, i) => up[i]).map((n) => n.index);
      target = candidates[plan.pick % candidates.length]!;
    }
    up[target] = false;
    await nodes[target]!.kill();
    this.counts[kind] += 1;
    this.downUntil.set(target, plan.step + plan.length);
    this.t.log(
      `step ${plan.step}: kill -9 node ${target}${kind === 'killLeader' ? ' (minigame leader)' : ''}`,
    );
  }

  /**
   * The node whose database connection holds the minigame rounds' leader lock right now: it is
   * taken per tick (a transaction-level advisory lock), so the lock table is polled briefly.
   */
  private async findLeader(): Promise<number | null> {
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline) {
      const rows = await this.t.db.query<{ client_port: number }>(
        `SELECT a.client_port FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objsubid = 2
            AND a.datname = current_database()`,
        [MINIGAME_SCHEDULER_LOCK],
      );
      for (const row of rows) {
        const clientPort = this.t.proxy.clientPortOfUpstream(row.client_port);
        if (clientPort === null) continue;
        const node = await processOfLocalPort(
          clientPort,
          this.t.nodes.map((n) => n.pid),
        );
        if (node !== null) return node;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return null;
  }

  /** Restarts the nodes whose time is up (in the background: a start takes seconds). */
  restartDue(step: number): void {
    for (const [index, until] of [...this.downUntil]) {
      if (step < until) continue;
      this.downUntil.delete(index);
      this.restart(index);
    }
  }

  private restart(index: number): void {
    const started = this.startWithRetries(index).finally(() => this.restarts.delete(started));
    this.restarts.add(started);
    // restoreAll awaits it (and fails the run); until then a failure must not crash the process.
    started.catch(() => undefined);
  }

  /**
   * As a supervisor does: a node that cannot start (NATS or the database down at that moment
   * makes server/main.ts exit) is started again after a pause.
   */
  private async startWithRetries(index: number): Promise<void> {
    const node = this.t.nodes[index]!;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await node.start();
        this.t.up[index] = true;
        this.t.log(`node ${index} back`);
        return;
      } catch (error) {
        this.failedStarts += 1;
        // The first line says how the node ended; the node's own last error line says why.
        const [first = '', ...output] = String(error).split('\n');
        const why = output.filter((l) => /Error|refused/.test(l)).at(-1) ?? '';
        this.t.log(
          `node ${index} failed to start (attempt ${attempt}): ${first.slice(0, 160)} ${why.slice(0, 200)}`,
        );
        if (attempt >= START_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  /** Every node up again (before the checks: the jobs must be able to finish their work). */
  async restoreAll(): Promise<void> {
    for (const index of [...this.downUntil.keys()]) {
      this.downUntil.delete(index);
      this.restart(index);
    }
    await Promise.all([...this.restarts]);
  }
}
