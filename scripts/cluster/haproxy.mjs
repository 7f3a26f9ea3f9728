// HAProxy from Debian's packages for `npm run cluster`: installed when missing (we run as root
// on our machines; elsewhere the message says what to install), started in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prefixOutput } from './output.mjs';

function haproxyPath() {
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/** The haproxy binary, installed with apt-get when missing; exits with a message when it cannot. */
export function ensureHaproxy() {
  const found = haproxyPath();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      '[cluster] haproxy가 없습니다. 관리자 권한으로 설치하세요: apt-get install -y haproxy',
    );
    process.exit(1);
  }
  console.log('[cluster] haproxy 설치 중 (apt-get install -y haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0) {
    // A machine whose package lists were never fetched: fetch them once and try again.
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env });
  }
  const installed = haproxyPath();
  if (install.status !== 0 || !installed) {
    console.error('[cluster] haproxy를 설치하지 못했습니다.');
    process.exit(1);
  }
  return installed;
}

/**
 * Writes `config` to `dir`, checks it (`haproxy -c`), and runs HAProxy in the foreground (-db)
 * so it lives and dies with us. Returns the child process.
 */
export function startHaproxy(binary, dir, config) {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) {
    console.error(`[cluster] haproxy 설정 오류 (${file}):\n${check.stdout}${check.stderr}`);
    process.exit(1);
  }
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  prefixOutput(child, 'haproxy');
  return child;
}
