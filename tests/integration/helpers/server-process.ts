/**
 * The real server as a child process (`node --import tsx server/main.ts`), for tests that need
 * a process to die for real (minigame-crash.test.ts). Start it with `startServer`, wait for it,
 * and always `stopServer` in afterAll: it is SIGKILLed if a graceful stop takes too long.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../sim/faults/ports';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// A guard against a server that never comes up, not a speed check: a first start migrates and
// seeds, which took over 45 s on PGlite while the 2-core machine ran other suites.
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
/** Server output kept for error messages. */
const OUTPUT_LIMIT = 20_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<Exit>;
  /** Set once the process has exited. */
  exit: Exit | null;
  /** The last stdout/stderr of the process. */
  output(): string;
}

/**
 * Spawns the server with `env` on top of a clean environment (PATH, HOME … but no DATA_DIR,
 * DATABASE_URL or MINIGAME_* from the test runner). It is not ready yet: `waitForReady` next.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const inherited: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || key.startsWith('VITEST') || key.startsWith('MINIGAME_')) continue;
    if (['DATA_DIR', 'DATABASE_URL', 'BUS_URL', 'PORT', 'HOST'].includes(key)) continue;
    inherited[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: ServerProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    exit: null,
    exited: new Promise<Exit>((resolve) => {
      child.on('exit', (code, signal) => {
        server.exit = { code, signal };
        resolve(server.exit);
      });
    }),
    output: () => output,
  };
  return server;
}

/** Polls `/api/setting/maintanace` until the server answers 200; fails fast if it exits. */
export async function waitForReady(
  server: ServerProcess,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exit) {
      throw new Error(`server exited ${JSON.stringify(server.exit)}:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/setting/maintanace`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** Resolves with the exit, or rejects after `timeoutMs` with the server's output. */
export async function waitForExit(server: ServerProcess, timeoutMs: number): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server still running after ${timeoutMs} ms:\n${server.output()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM (graceful close), then SIGKILL if it has not exited in time. Safe to call twice. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.exit) return;
  server.child.kill('SIGTERM');
  try {
    await waitForExit(server, STOP_TIMEOUT_MS);
  } catch {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}
