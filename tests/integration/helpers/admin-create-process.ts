/**
 * `npm run admin:create` as a real child process (node --import tsx scripts/admin-create.ts),
 * with `env` on top of a clean environment: no DATA_DIR, DATABASE_URL or ADMIN_* of the runner.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DROPPED = ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'SEED_DEMO'];

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runAdminCreate(args: string[], env: Record<string, string>): Promise<CliRun> {
  const inherited: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || key.startsWith('VITEST') || key.startsWith('ADMIN_')) continue;
    if (!DROPPED.includes(key)) inherited[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    // No terminal: the password must come from ADMIN_PASSWORD.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
