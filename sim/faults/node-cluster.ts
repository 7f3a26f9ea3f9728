/**
 * The API nodes under test: real processes (`node --import tsx server/main.ts`, NODE_ENV
 * production) on one database (through the fault proxy) and one NATS. Each node keeps its port
 * across restarts, so the simulation addresses "node i" whatever happened to it. A node killed
 * with SIGKILL is restarted by `restart` (the fault schedule decides when). SIM_NODE_ARGS adds
 * Node options to every node (`--cpu-prof --cpu-prof-dir=…` shows where a run's CPU goes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 60_000;
const OUTPUT_LIMIT = 20_000;
/** Variables of the simulation's own environment a node must not inherit. */
const NOT_INHERITED = ['DATA_DIR', 'DATABASE_URL', 'BUS_URL', 'PORT', 'HOST', 'SEED_DEMO'];

export interface NodeEnv {
  databaseUrl: string;
  busUrl: string;
  dataDir: string;
}

export class SimNode {
  private child: ChildProcess | null = null;
  private output = '';
  /** Starts of this node (1 after the first start). */
  starts = 0;
  private expectingExit = false;
  /** Called when the node dies without being killed or stopped (a crash is a finding). */
  onCrash: ((node: SimNode, exit: string) => void) | null = null;

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly env: NodeEnv,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  lastOutput(): string {
    return this.output;
  }

  async start(): Promise<void> {
    const inherited: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (value === undefined || key.startsWith('VITEST') || key.startsWith('MINIGAME_')) continue;
      if (NOT_INHERITED.includes(key)) continue;
      inherited[key] = value;
    }
    const extraArgs = process.env.SIM_NODE_ARGS ? process.env.SIM_NODE_ARGS.split(' ') : [];
    const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.SIM_NODE_LOG_LEVEL ?? 'warn',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.env.dataDir,
        DATABASE_URL: this.env.databaseUrl,
        BUS_URL: this.env.busUrl,
        SEED_DEMO: '1',
        // The casino operations sign as the demo provider, with the keys its start writes into
        // DATA_DIR (off in production unless asked for).
        DEMO_PROVIDER: '1',
        // The simulation keeps its own sports book (sim-database.ts) and settles it through the
        // operator's routes; the feed's simulator would settle the same fixtures behind its back.
        SPORTS_FEED: '0',
        // Every member request comes from 127.0.0.1.
        ANONYMOUS_WRITES_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts += 1;
    this.expectingExit = false;
    let ready = false;
    child.once('exit', (code, signal) => {
      if (ready && !this.expectingExit) this.onCrash?.(this, `code ${code} signal ${signal}`);
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await this.waitForReady(child);
    ready = true;
  }

  private async waitForReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `node ${this.index} exited while starting (code ${child.exitCode}, signal ${child.signalCode}):\n${this.output}`,
        );
      }
      try {
        const response = await fetch(`${this.baseUrl}/api/setting/maintanace`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`node ${this.index} not ready after ${READY_TIMEOUT_MS} ms:\n${this.output}`);
  }

  /** kill -9: no graceful close, open transactions die with their connections. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.expectingExit = true;
    child.kill('SIGKILL');
    await exited;
  }

  /** Graceful stop at the end of a run (SIGTERM, SIGKILL after 10 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.expectingExit = true;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** N nodes on their own ports; the first is started alone (it migrates and seeds). */
export async function startCluster(count: number, env: NodeEnv): Promise<SimNode[]> {
  const nodes: SimNode[] = [];
  for (let i = 0; i < count; i += 1) nodes.push(new SimNode(i, await freePort(), env));
  await nodes[0]!.start();
  await Promise.all(nodes.slice(1).map((node) => node.start()));
  return nodes;
}
