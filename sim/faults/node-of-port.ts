/**
 * Which node process owns a local TCP port (Linux /proc): the fault proxy knows the client port
 * of each database connection it forwards, PostgreSQL knows which of them holds a job's leader
 * lock, and this joins the two to the node, so "kill the leader" kills the right process.
 */
import { readdir, readFile, readlink } from 'node:fs/promises';

async function socketInodesOf(pid: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
  await Promise.all(
    fds.map(async (fd) => {
      try {
        const target = await readlink(`/proc/${pid}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(target);
        if (match) inodes.add(match[1]!);
      } catch {
        // closed meanwhile
      }
    }),
  );
  return inodes;
}

async function inodeOfLocalPort(port: number): Promise<string | null> {
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      if (!local) continue;
      const localPort = parseInt(local.split(':').pop() ?? '', 16);
      if (localPort === port) return cols[9] ?? null;
    }
  }
  return null;
}

/** The index in `pids` of the process owning local port `port`, or null. */
export async function processOfLocalPort(
  port: number,
  pids: (number | undefined)[],
): Promise<number | null> {
  const inode = await inodeOfLocalPort(port);
  if (!inode) return null;
  for (const [index, pid] of pids.entries()) {
    if (pid !== undefined && (await socketInodesOf(pid)).has(inode)) return index;
  }
  return null;
}
