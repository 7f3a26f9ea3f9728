// One API node of `npm run cluster`: the production server on its own port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { prefixOutput } from './output.mjs';

const READY_POLL_MS = 250;
/** First boot migrates and may seed the demo: minutes on a slow machine, not seconds. */
export const READY_TIMEOUT_MS = 180_000;

/**
 * @param {{ root: string, name: string, port: number, env: Record<string, string> }} options
 */
export function startNode({ root, name, port, env }) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixOutput(child, name);
  return { name, port, child, exited: false };
}

/** Resolves when the node's readiness probe answers 200; rejects if it exits or times out. */
export async function waitUntilReady(node, path) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (node.exited || node.child.exitCode !== null) {
      throw new Error(`${node.name}이(가) 준비되기 전에 종료되었습니다.`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${node.port}${path}`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`${node.name}이(가) ${READY_TIMEOUT_MS / 1000}초 안에 준비되지 않았습니다.`);
}
