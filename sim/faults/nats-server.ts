/**
 * The simulation's own NATS JetStream server (never the machine's 127.0.0.1:4222, which other
 * tests use): started on a free port with its store in a temporary folder, so the fault schedule
 * may restart it and the nodes must ride it out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

const NATS_SERVER = process.env.SIM_NATS_SERVER ?? '/usr/sbin/nats-server';
const READY_TIMEOUT_MS = 15_000;

export class NatsServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly storeDir: string,
  ) {}

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<NatsServer> {
    const storeDir = await mkdtemp(path.join(tmpdir(), 'sim-nats-'));
    const server = new NatsServer(await freePort(), storeDir);
    await server.spawn();
    return server;
  }

  /** Starts the server (again) on its port; resolves once it accepts connections. */
  async spawn(): Promise<void> {
    const child = spawn(
      NATS_SERVER,
      ['-js', '-a', '127.0.0.1', '-p', String(this.port), '-sd', this.storeDir],
      { stdio: 'ignore' },
    );
    this.child = child;
    await waitForPort(this.port, READY_TIMEOUT_MS, () => child.exitCode !== null);
  }

  /** Stops the server abruptly (SIGKILL, as a crash) and starts it again on the same port. */
  async restart(downMs: number): Promise<void> {
    await this.kill();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.spawn();
  }

  /** Stops the server abruptly (SIGKILL, as a crash); `spawn` brings it back on the same port. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
    await rm(this.storeDir, { recursive: true, force: true });
  }
}

/** Resolves once something accepts TCP connections on `port`. */
export async function waitForPort(
  port: number,
  timeoutMs: number,
  gaveUp: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`port ${port}: the process exited before listening`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listening on port ${port} after ${timeoutMs} ms`);
}
